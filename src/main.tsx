import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initInspector } from '@/app/inspect';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { activateLocale, activeLocale } from '@/i18n/i18n';
import { splitLocale } from '@/i18n/locales';
import '@/styles/tokens.css';
import '@/styles/base.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

async function start() {
  await Promise.all([
    activateLocale(splitLocale(window.location.pathname).locale),
    initInspector(),
  ]);
  // Back and forward across languages: the URL decides the catalog. (The language switch
  // activates the new locale itself before it navigates.)
  router.subscribe('onResolved', () => {
    const { locale } = splitLocale(window.location.pathname);
    if (locale !== activeLocale()) void activateLocale(locale);
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './router';
import { type VisitActor, VisitProvider } from './visit';

/** The shop's React tree: the same in the browser (src/main.tsx) and the prerender. */
export function AppRoot({
  queryClient,
  visit,
  router,
}: {
  queryClient: QueryClient;
  visit: VisitActor;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <VisitProvider visit={visit}>
            <RouterProvider router={router} />
          </VisitProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}

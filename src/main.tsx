import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initInspector } from '@/app/inspect';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { ShopProvider } from '@/app/shop';
import { createShopSystem } from '@/app/shop-system';
import { activateLocale, activeLocale, pageWordsReady } from '@/i18n/i18n';
import { splitLocale } from '@/i18n/locales';
import { nextTask } from '@/lib/next-task';
import '@/styles/tokens.css';
import '@/styles/base.css';

/**
 * How long the first render waits for the page's route (code and data). Within it the shop paints
 * once, complete, in one time-sliced render; past it the shell renders with the page skeleton and
 * the page follows. index.html's boot shell is on screen meanwhile.
 */
const FIRST_DATA_WAIT_MS = 1200;

/**
 * The route's loaders and the page catalog, bounded: a slow or failing platform never keeps the
 * shop from rendering.
 */
const firstData = (router: ReturnType<typeof createAppRouter>) =>
  Promise.race([
    Promise.all([router.load(), pageWordsReady()]).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);

async function start() {
  // The catalog and the page's route load side by side: activateLocale sets the locale the
  // loaders' calls ask for before its catalog arrives.
  // The page catalog starts loading too; the first render needs the shell's words only.
  const locale = activateLocale(splitLocale(window.location.pathname).locale, { shellOnly: true });
  // Every page's loaders call the API: fetch its client (zod and the contracts) now, beside the
  // router, rather than after the route's loader chunk has arrived and named it.
  // A failure here is not the shopper's concern: the loaders import it again and report their own.
  import('@/app/api').catch(() => undefined);
  // Evaluating the entry's modules, creating the router and loading the route are three tasks,
  // not one (src/lib/next-task.ts).
  await nextTask();
  const queryClient = createQueryClient();
  await initInspector();
  // The visit's journeys start before the router: its guards wait for the session journey, and
  // the journeys navigate with the router (created next, called only later).
  const shop = createShopSystem({
    queryClient,
    navigate: (options) => void router.navigate(options),
  });
  const router = createAppRouter(queryClient, shop);
  // Only needed once the connection drops: not part of the first paint.
  void import('@/app/retry-on-reconnect').then(({ retryFailedOnReconnect }) =>
    retryFailedOnReconnect(queryClient, router),
  );
  // Creating the router and loading the route were one task of 50-80 ms (observed).
  await nextTask();
  await Promise.all([locale, firstData(router)]);
  // Back and forward across languages: the URL decides the catalog. (The language switch
  // activates the new locale itself before it navigates.)
  router.subscribe('onResolved', () => {
    const { locale } = splitLocale(window.location.pathname);
    if (locale !== activeLocale()) void activateLocale(locale);
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first tree in slices and yields between them, so the
  // shop's first render is not one long task that blocks input (Lighthouse TBT).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ShopProvider shop={shop}>
              <RouterProvider router={router} />
            </ShopProvider>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

void start();

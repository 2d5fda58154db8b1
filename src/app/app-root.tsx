import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './router';
import { type ShopActor, ShopProvider } from './shop';

/** The shop's React tree: the same in the browser (src/main.tsx) and the prerender. */
export function AppRoot({
  queryClient,
  shop,
  router,
}: {
  queryClient: QueryClient;
  shop: ShopActor;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ShopProvider shop={shop}>
            <RouterProvider router={router} />
          </ShopProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useState } from 'react';
import type { createAppRouter } from './router';
import { type ShopActor, ShopProvider } from './shop';

/**
 * The shop hydrating prerendered HTML: rendered first with the visit's journeys in their initial
 * state (what the HTML shows), then, once hydrated, with the journeys restored from what the
 * browser keeps (selection, reservation, cart, consent, session). The initial system stops.
 */
export function HydratedApp({
  queryClient,
  initial,
  router,
  restore,
}: {
  queryClient: QueryClient;
  initial: ShopActor;
  router: ReturnType<typeof createAppRouter>;
  restore: () => ShopActor;
}) {
  const [shop, setShop] = useState<{ actor: ShopActor; kept: boolean }>({
    actor: initial,
    kept: false,
  });
  useEffect(() => {
    if (shop.kept) return;
    const kept = restore();
    router.update({ ...router.options, context: { ...router.options.context, shop: kept } });
    setShop({ actor: kept, kept: true });
    initial.stop();
    // The page's data is the build's: fetched again now that the page is on screen.
    void queryClient.invalidateQueries();
  }, [shop.kept, restore, router, initial, queryClient]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ShopProvider shop={shop.actor} kept={shop.kept}>
            <RouterProvider router={router} />
          </ShopProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}

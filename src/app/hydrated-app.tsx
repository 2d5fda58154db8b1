import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useState } from 'react';
import { waitFor } from 'xstate';
import type { EarlyPresses } from '@/boot/early-presses';
import { lazyPartsSettled } from '@/lib/lazy-part';
import type { createAppRouter } from './router';
import { journeyOf, type ShopActor, ShopProvider } from './shop';

/** How long the swap waits for the kept selection's check with the platform. */
const RESTORE_WAIT_MS = 3000;

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
    let cancelled = false;
    // Not before the lazy parts in the HTML have hydrated (lazyPartsSettled).
    void lazyPartsSettled().then(async () => {
      if (cancelled) return;
      // Hydrated, lazy parts too, kept state not yet restored: e2e checks the page here.
      window.dispatchEvent(new Event('shop:hydrated'));
      const kept = restore();
      // The kept selection checks its shop with the platform first (bounded): the header then
      // changes once, and a press on "Time slot" finds the shop, not an empty selection.
      await waitFor(journeyOf(kept, 'selection'), (s) => !s.hasTag('restoring'), {
        timeout: RESTORE_WAIT_MS,
      }).catch(() => undefined);
      if (cancelled) {
        kept.stop();
        return;
      }
      router.update({ ...router.options, context: { ...router.options.context, shop: kept } });
      setShop({ actor: kept, kept: true });
      // The page's data is the build's: fetched again now that the page is on screen.
      void queryClient.invalidateQueries();
    });
    return () => {
      cancelled = true;
    };
  }, [shop.kept, restore, router, queryClient]);
  useEffect(() => {
    if (!shop.kept) return;
    // Stopped once the kept system is rendered: the effects' cleanups of the swap (leaving
    // /cookies' settings, for one) have spoken to the initial system's actors while they ran.
    initial.stop();
    // The page is the browser's now, kept state included: a mark for checks and tools.
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    // A press held since the first paint (src/boot/early-presses.ts) reaches the kept journeys.
    (window as { shopEarlyPresses?: EarlyPresses }).shopEarlyPresses?.release();
  }, [shop.kept, initial]);
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

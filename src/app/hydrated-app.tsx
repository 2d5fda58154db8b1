import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { waitFor } from 'xstate';
import type { EarlyPresses } from '@/boot/early-presses';
import type { EarlyTyping } from '@/boot/early-typing';
import { lazyPartsSettled, pause } from '@/lib/lazy-part';
import { markTakeOver } from '@/lib/take-over-marks';
import { AppRoot } from './app-root';
import type { createAppRouter } from './router';
import { journeyOf, type ShopActor } from './shop';

/** How long the swap waits for the lazy parts of the HTML to hydrate. */
const SETTLE_WAIT_MS = 5000;
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
    markTakeOver('hydrated');
    let cancelled = false;
    // Not before the lazy parts in the HTML have hydrated (lazyPartsSettled), within a bound:
    // a part waiting for the connection to come back must not keep the kept state away.
    void Promise.race([lazyPartsSettled(), pause(SETTLE_WAIT_MS)]).then(async () => {
      if (cancelled) return;
      markTakeOver('parts-settled');
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
      markTakeOver('kept-restored');
      router.update({ ...router.options, context: { ...router.options.context, shop: kept } });
      // In slices, like the hydration: every journey's view renders again with the kept actors.
      startTransition(() => setShop({ actor: kept, kept: true }));
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
    markTakeOver('taken-over');
    // Words typed since the first paint (src/boot/early-typing.ts) go back into their fields and
    // the page's state; a press held meanwhile (early-presses.ts) reaches the kept journeys in
    // the next task, once React has rendered those words: an "Add to cart" then carries the
    // comment typed before it (pressed at once, it read the state before the words).
    const early = window as { shopEarlyTyping?: EarlyTyping; shopEarlyPresses?: EarlyPresses };
    early.shopEarlyTyping?.release();
    const press = window.setTimeout(() => early.shopEarlyPresses?.release());
    return () => window.clearTimeout(press);
  }, [shop.kept, initial]);
  return <AppRoot queryClient={queryClient} shop={shop.actor} router={router} kept={shop.kept} />;
}

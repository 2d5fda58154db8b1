import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EarlyPresses } from '@/boot/early-presses';
import { lazyPartsSettled, pause } from '@/lib/lazy-part';
import { markTakeOver } from '@/lib/take-over-marks';
import { AppRoot } from './app-root';
import type { createAppRouter } from './router';
import type { ShopActor } from './shop';
import { restoreKept } from './shop-system';
import { handBackTypedText, type TypedText } from '@/lib/typed-before-hydration';

/** How long the restore waits for the lazy parts of the HTML to hydrate. */
const SETTLE_WAIT_MS = 5000;

/**
 * The shop hydrating prerendered HTML. It hydrates with the visit's journeys waiting for what the
 * browser keeps (what the HTML shows: the same for every shopper); once hydrated, the kept state
 * goes into those same journeys (`kept.restore`) and only the views whose value changed render
 * again. Not before the lazy parts in the HTML have hydrated, within a bound: React drops a part's
 * HTML and renders it anew when an update reaches it before its code is in.
 */
export function HydratedApp({
  queryClient,
  shop,
  router,
  typed,
}: {
  queryClient: QueryClient;
  shop: ShopActor;
  router: ReturnType<typeof createAppRouter>;
  /** Text typed into the HTML's fields before hydration (typed-before-hydration.ts). */
  typed: TypedText;
}) {
  useEffect(() => {
    markTakeOver('hydrated');
    let cancelled = false;
    void Promise.race([lazyPartsSettled(), pause(SETTLE_WAIT_MS)]).then(() => {
      if (cancelled) return;
      markTakeOver('parts-settled');
      restoreKept(shop);
      handBackTypedText(typed);
      markTakeOver('kept-restored');
      // The page is the browser's now, kept state included: a mark for checks and tools.
      document.getElementById('root')?.setAttribute('data-hydrated', '');
      // Presses held since the first paint (src/boot/early-presses.ts) reach the restored
      // journeys in the next task, once React has rendered them and the text handed back: an
      // "Add to cart" carries the comment typed before it.
      const early = window as { shopEarlyPresses?: EarlyPresses };
      window.setTimeout(() => early.shopEarlyPresses?.release());
      // The page's data is the build's: fetched again now that the page is on screen.
      void queryClient.invalidateQueries();
    });
    return () => {
      cancelled = true;
    };
  }, [shop, queryClient, typed]);
  return <AppRoot queryClient={queryClient} shop={shop} router={router} />;
}

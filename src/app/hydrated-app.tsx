import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EarlyPresses } from '@/boot/early-presses';
import { lazyPartsSettled, pause } from '@/lib/lazy-part';
import { markTakeOver } from '@/lib/take-over-marks';
import { handBackTypedText, type TypedText } from '@/lib/typed-before-hydration';
import { AppRoot } from './app-root';
import type { createAppRouter } from './router';
import type { VisitActor } from './visit';
import { restoreKept } from './visit-system';

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
  visit,
  router,
  typed,
  fromHtml,
}: {
  queryClient: QueryClient;
  visit: VisitActor;
  router: ReturnType<typeof createAppRouter>;
  /** Text typed into the HTML's fields before hydration (typed-before-hydration.ts). */
  typed: TypedText;
  /** The queries the HTML was rendered from (their hashes). */
  fromHtml: ReadonlySet<string>;
}) {
  useEffect(() => {
    markTakeOver('hydrated');
    const hydratedFrom = Date.now();
    let cancelled = false;
    void Promise.race([lazyPartsSettled(), pause(SETTLE_WAIT_MS)]).then(() => {
      if (cancelled) return;
      markTakeOver('parts-settled');
      restoreKept(visit);
      handBackTypedText(typed);
      markTakeOver('kept-restored');
      // The page is the browser's now, kept state included: a mark for checks and tools.
      document.getElementById('root')?.setAttribute('data-hydrated', '');
      // Presses held since the first paint (src/boot/early-presses.ts) reach the restored
      // journeys in the next task, once React has rendered them and the text handed back: an
      // "Add to cart" carries the comment typed before it.
      const early = window as { shopEarlyPresses?: EarlyPresses };
      window.setTimeout(() => early.shopEarlyPresses?.release());
      // The HTML's data is the build's: fetched again now that the page is on screen, unless
      // the browser has fetched it since (a part that asked for it as it rendered). A call under
      // way for the same data is kept, not cancelled and sent again.
      void queryClient.invalidateQueries(
        {
          predicate: (query) =>
            fromHtml.has(query.queryHash) && query.state.dataUpdatedAt <= hydratedFrom,
        },
        { cancelRefetch: false },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [visit, queryClient, typed, fromHtml]);
  return <AppRoot queryClient={queryClient} visit={visit} router={router} />;
}

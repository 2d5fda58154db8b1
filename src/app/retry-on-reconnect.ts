import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Back online, what failed on the page is tried again without the shopper doing anything
 * (TanStack Query's online manager follows the browser's `online` and `offline` events):
 * - every query on screen in error. Query's own `refetchOnReconnect` refetches only stale
 *   queries, so one whose background refetch failed while its data is still fresh would stay
 *   failed; it is asked again here (a call already running is not cancelled).
 * - a page whose loader failed (the error page in place of the page): the router loads the
 *   page's matches again, which also gives the error boundary a new match and clears it.
 */
export function retryFailedOnReconnect(queryClient: QueryClient, router: AnyRouter): () => void {
  return onlineManager.subscribe((online) => {
    if (!online) return;
    void queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.status === 'error' },
      { cancelRefetch: false },
    );
    if (router.state.matches.some((match) => match.status === 'error')) void router.invalidate();
  });
}

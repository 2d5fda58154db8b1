import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';
import { headerContentQuery } from '../queries/content-pages';
import { preloadHeaderMessageBar } from './HeaderMessageSlot';

/** How long a page waits for the header content at most: the bar is decorative. */
const MESSAGE_WAIT_MS = 1000;

/**
 * What the root route's loader waits for so the header message is in the first render (no layout
 * shift): the header content (once, then from the cache) and the bar's code. A failed or slow call
 * is not the page's failure: it resolves regardless, and the bar shows nothing.
 */
export async function loadHeaderMessage(queryClient: QueryClient, locale: Locale): Promise<void> {
  const query = headerContentQuery(locale);
  const data = queryClient.getQueryData(query.queryKey);
  const content = data
    ? Promise.resolve()
    : queryClient.fetchQuery({ ...query, retry: false }).then(
        () => undefined,
        () => undefined,
      );
  const bar = preloadHeaderMessageBar().then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([
    Promise.all([content, bar]),
    new Promise((resolve) => setTimeout(resolve, MESSAGE_WAIT_MS)),
  ]);
}

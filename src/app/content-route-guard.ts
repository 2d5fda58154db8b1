import { redirect } from '@tanstack/react-router';
import { contentPagePath } from '@/lib/content-routes';

/**
 * One URL per content page: a slug asked for at another route than its own (`here`, the path
 * being served) is sent to its own, replacing the history entry (the blog `sintages` under
 * /corporate/corporatecontent/ goes to /corporate/blogs/sintages; the router adds the locale).
 * Call from the route's `beforeLoad`.
 */
export function ensureOwnContentRoute(slug: string, here: string): void {
  const own = contentPagePath(slug);
  // A concrete path (no $params): the router takes it as is.
  if (own !== here) throw redirect({ to: own as '/', replace: true });
}

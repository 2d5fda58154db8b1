import { redirect } from '@tanstack/react-router';
import { type ContentRoute, contentRouteOf } from '@/lib/content-routes';

/**
 * One URL per content page: a slug asked for under another page kind's route is sent to its own
 * (the blog `sintages` under /corporate/corporatecontent/ goes to /corporate/blogs/sintages),
 * replacing the history entry. Call from the route's `beforeLoad`.
 */
export function ensureOwnContentRoute(slug: string, served: ContentRoute['kind']): void {
  const route = contentRouteOf(slug);
  if (route.kind === served) return;
  switch (route.kind) {
    case 'blog':
      throw redirect({ to: '/corporate/blogs/$blog', params: { blog: route.slug }, replace: true });
    case 'landing':
      throw redirect({ to: '/landing-page/$slug', params: { slug: route.slug }, replace: true });
    case 'faqs':
      throw redirect({ to: '/corporate/faqs', replace: true });
    case 'home':
      throw redirect({ to: '/', replace: true });
    case 'corporate':
      throw redirect({
        to: '/corporate/corporatecontent/$slug',
        params: { slug: route.slug },
        replace: true,
      });
  }
}

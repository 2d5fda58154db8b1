/**
 * One URL per content page. The page endpoint serves every editor page by slug, but blogs, the
 * FAQs, home's blocks and landing pages have routes of their own: under
 * /corporate/corporatecontent/{slug} they would load a second time at a second address.
 */

/** The blogs of /corporate/blogs/{blog}. */
export const BLOG_SLUGS = ['media-releases', 'sintages', 'job-openings-v2'] as const;
/** The landing pages of /landing-page/{slug}. */
export const LANDING_SLUGS = ['greek-wines'] as const;
/** The page of /corporate/faqs. */
export const FAQS_SLUG = 'faqs';
/** The editor blocks shown on home (/). */
export const HOME_SLUG = 'home';

export type ContentRoute =
  | { kind: 'blog'; slug: string }
  | { kind: 'landing'; slug: string }
  | { kind: 'faqs' }
  | { kind: 'home' }
  | { kind: 'corporate'; slug: string };

const includes = (list: readonly string[], slug: string) => list.includes(slug);

/** The route a content page belongs to, by its slug. */
export function contentRouteOf(slug: string): ContentRoute {
  if (includes(BLOG_SLUGS, slug)) return { kind: 'blog', slug };
  if (includes(LANDING_SLUGS, slug)) return { kind: 'landing', slug };
  if (slug === FAQS_SLUG) return { kind: 'faqs' };
  if (slug === HOME_SLUG) return { kind: 'home' };
  return { kind: 'corporate', slug };
}

/** The one (locale-free) path of a content page. */
export function contentPagePath(slug: string): string {
  const route = contentRouteOf(slug);
  switch (route.kind) {
    case 'blog':
      return `/corporate/blogs/${route.slug}`;
    case 'landing':
      return `/landing-page/${route.slug}`;
    case 'faqs':
      return '/corporate/faqs';
    case 'home':
      return '/';
    case 'corporate':
      return `/corporate/corporatecontent/${route.slug}`;
  }
}

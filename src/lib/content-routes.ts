/**
 * One URL per content page. The page endpoint serves every editor page by slug, but blogs, the
 * FAQs, home's blocks and landing pages have routes of their own: under
 * /corporate/corporatecontent/{slug} they would load a second time at a second address.
 * (Read by the routes' guards, before the first paint: kept small.)
 */

/** The blogs of /corporate/blogs/{blog}. */
export const BLOG_SLUGS: readonly string[] = ['media-releases', 'sintages', 'job-openings-v2'];
/** The landing pages of /landing-page/{slug}. */
export const LANDING_SLUGS: readonly string[] = ['greek-wines'];

/**
 * The one (locale-free) path of a content page: blogs under /corporate/blogs/, landing pages
 * under /landing-page/, `faqs` at /corporate/faqs, `home` at /, any other slug a corporate page.
 */
export const contentPagePath = (slug: string): string =>
  BLOG_SLUGS.includes(slug)
    ? `/corporate/blogs/${slug}`
    : LANDING_SLUGS.includes(slug)
      ? `/landing-page/${slug}`
      : slug === 'faqs'
        ? '/corporate/faqs'
        : slug === 'home'
          ? '/'
          : `/corporate/corporatecontent/${slug}`;

/** Greek is the default and has no URL prefix; English lives under /en. */
export const locales = ['el', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'el';

/** BCP 47 tags for Intl and Accept-Language. */
export const localeTags: Record<Locale, string> = { el: 'el-GR', en: 'en-GB' };

const prefixed = /^\/en(?=\/|$)/;

/** Splits a browser path into its locale and the locale-free path the router knows. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (prefixed.test(pathname)) return { locale: 'en', path: pathname.slice(3) || '/' };
  return { locale: defaultLocale, path: pathname };
}

/** Adds the locale prefix to a locale-free path (none for the default locale). */
export function withLocale(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/**
 * An internal href (`/path?query#hash`) as the router writes it for a locale: the locale prefix,
 * percent-encoding, no trailing slash. The same result as `router.buildLocation({ to }).href`
 * (tests/lib/locales.test.ts) at a fraction of the cost: every link on a page computes one.
 * Anything else (external, relative, `#hash`) is returned as it is.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://shop.invalid');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return withLocale(path, locale) + url.search + url.hash;
}

import { defaultLocale, locales, localeTags } from '@/i18n/locales';
import { absoluteUrl } from '@/lib/seo';

/** XML text: the five characters XML reserves, escaped. */
const xml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/**
 * sitemap.xml: every public page in every language, each entry naming its twins (Google's
 * `xhtml:link` alternates), so both languages are found and neither is read as a copy.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) =>
    locales.map((locale) => {
      const twins = [
        ...locales.map((other) => [localeTags[other], absoluteUrl(origin, path, other)]),
        ['x-default', absoluteUrl(origin, path, defaultLocale)],
      ]
        .map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href ?? '')}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${xml(absoluteUrl(origin, path, locale))}</loc>\n${twins}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are the shopper's own or not worth listing, in both languages. */
const PRIVATE_PREFIXES = [
  '/cart',
  '/checkout',
  '/thank-you',
  '/user/',
  '/login',
  '/register',
  '/search',
];

/** robots.txt: the public pages open, the shopper's own pages closed, and the sitemap. */
export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PREFIXES.flatMap((prefix) => [prefix, `/en${prefix}`]);
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import { contentPagePath } from './content-routes';

/** A CMS link made safe: an internal locale-free path for the router, or an external URL. */
export interface ContentLink {
  href: string;
  external: boolean;
}

const knownTopLevel = [
  'categories',
  'offers',
  'products',
  'search',
  'brand',
  'corporate',
  'user',
  'cookies',
  'cart',
  'checkout',
  'login',
  'register',
  'landing-page',
  'questionnaire',
];

/**
 * An editor URL without the control characters and surrounding whitespace that hide a scheme (a
 * classic filter bypass); null when nothing is left or it holds a backslash (browsers read one as
 * a slash: `https:\\host`, `/\host`).
 */
function cleanLink(raw: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const link = raw?.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  return !link || link.includes('\\') ? null : link;
}

/** An absolute http(s) URL with a host, as the URL parser writes it; null for anything else. */
function webUrl(link: string): string | null {
  if (!/^https?:\/\/[^/]/i.test(link)) return null;
  try {
    return new URL(link).toString();
  } catch {
    return null;
  }
}

/**
 * Normalizes a link stored in editor content:
 * - `javascript:`, `data:`, `vbscript:`, protocol-relative (`//host`), backslashed (`https:\\host`,
 *   `/\host`: browsers read a backslash as a slash) and unparsable links are dropped (null);
 * - http(s), mailto and tel links are external;
 * - a locale prefix is removed (the router adds the active one back), also when a stray space
 *   follows it (`/en /corporate/...`);
 * - corporate slugs stored without their path (`about-us`, `blogs/sintages`) get it;
 * - a blog, the FAQs, home or a landing page stored as a corporate page goes to its own route
 *   (`faqs` and `/corporate/corporatecontent/faqs` are `/corporate/faqs`: one URL per page);
 * - trailing slashes are removed (`/categories/` is `/categories`).
 */
export function normalizeContentLink(raw: string | null | undefined): ContentLink | null {
  const link = cleanLink(raw);
  if (!link) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link.replace(/\s+/g, ''))?.[1]?.toLowerCase();
  if (scheme) {
    if (scheme === 'http' || scheme === 'https') {
      const href = webUrl(link);
      return href ? { href, external: true } : null;
    }
    if (scheme === 'mailto' || scheme === 'tel') return { href: link, external: true };
    return null;
  }
  if (link.startsWith('//')) return null;
  let path = link.replace(/\s+/g, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/^\/(en|el)(?=\/|$)/, '') || '/';
  const first = path.split(/[/?#]/)[1] ?? '';
  if (first && !knownTopLevel.includes(first)) {
    path = first === 'blogs' ? `/corporate${path}` : `/corporate/corporatecontent${path}`;
  }
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  // One URL per page: a blog, the FAQs, home or a landing page stored as a corporate page.
  const corporate = /^\/corporate\/corporatecontent\/([^/?#]+)(.*)$/.exec(path);
  if (corporate) path = `${contentPagePath(corporate[1]!)}${corporate[2]}`;
  return { href: path, external: false };
}

/**
 * A link from editor content outside rich text (the footer's social icons, the smart banner's app
 * link): the same check as rich text, and then only web pages (http, https) or the shop's own
 * paths; no `mailto:`, `tel:` or any other scheme.
 */
export function normalizeWebLink(raw: string | null | undefined): ContentLink | null {
  const link = normalizeContentLink(raw);
  if (!link) return null;
  return !link.external || /^https?:\/\//i.test(link.href) ? link : null;
}

/**
 * An image source from editor content: an http(s) URL or a path on the shop's own origin
 * (`/api/media/...`), else `undefined` (nothing is loaded). No `data:`, `javascript:`, `blob:`,
 * protocol-relative or backslashed sources.
 */
export function safeImageSource(raw: string | null | undefined): string | undefined {
  const source = cleanLink(raw);
  if (!source) return undefined;
  if (/^https?:/i.test(source)) return webUrl(source) ?? undefined;
  return source.startsWith('/') && !source.startsWith('//') ? source : undefined;
}

import createDOMPurify, { type DOMPurify } from 'dompurify';
import { defaultLocale, type Locale, withLocale } from '@/i18n/locales';
import { normalizeContentLink } from './content-links';
import { disarmHandlerAttributes } from './disarm-handlers';

/** Text formatting, lists, headings, quotes, dates and links: nothing that loads or runs. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'time',
  'abbr',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'datetime', 'colspan', 'rowspan', 'scope'];

/** Marks a link the view hands to the router instead of a full page load. */
export const INTERNAL_LINK_ATTR = 'data-internal';

let purifier: DOMPurify | undefined;
let hookLocale: Locale = defaultLocale;
let sanitizerWindow: Parameters<typeof createDOMPurify>[0];

/** Where there is no browser window (the build's prerender in Node): the window to sanitize in. */
export function setSanitizerWindow(window: NonNullable<typeof sanitizerWindow>): void {
  sanitizerWindow = window;
  purifier = undefined;
}

function instance(): DOMPurify {
  if (purifier) return purifier;
  // A private instance: the hook below must not leak into other DOMPurify users.
  const created = createDOMPurify(sanitizerWindow ?? window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = normalizeContentLink(node.getAttribute('href'));
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (!link) {
      // Dropped links (javascript:, data:, unparsable) stay as plain text.
      node.removeAttribute('href');
      return;
    }
    if (link.external) {
      node.setAttribute('href', link.href);
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(link.href)) node.setAttribute('target', '_blank');
      return;
    }
    node.setAttribute('href', withLocale(link.href, hookLocale));
    node.setAttribute(INTERNAL_LINK_ATTR, '');
  });
  purifier = created;
  return created;
}

/**
 * Editor rich HTML made safe to render: a strict allow-list of tags and attributes (no scripts,
 * event handlers, styles, images, SVG or forms); every link normalized with
 * `normalizeContentLink`: internal links get the locale prefix and a router marker, external
 * ones rel="noopener noreferrer" (and a new tab for web pages), unsafe ones lose their href.
 * Event-handler attributes are renamed before DOMPurify parses the HTML, so stripping them makes
 * no CSP violation report (see `disarmHandlerAttributes`).
 */
export function sanitizeHtml(html: string | null | undefined, locale: Locale = defaultLocale) {
  if (!html) return '';
  const purify = instance();
  hookLocale = locale;
  return purify.sanitize(disarmHandlerAttributes(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}

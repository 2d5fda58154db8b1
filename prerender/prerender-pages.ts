import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  entryImportKeys,
  type Manifest,
  readManifest,
  routeSplitKeys,
  staticClosure,
} from '../scripts/vite-manifest';
import { heldEntryTag } from '../src/boot/held-entry';
import { withoutDanglingReferences } from './aria-references';
import { pageStyles } from './page-styles';

/**
 * The public pages as HTML: `prerender/server-entry.tsx`, built for Node from the project's own
 * config (vite-plugins/site-files.ts), renders each page from the platform the build points at; the
 * page goes into the built index.html in place of the boot shell, its head elements into <head>,
 * and the query cache it was rendered from into a JSON block the browser hydrates from (data,
 * never run: the only inline script is the kept look, whose hash the CSP names).
 *
 * Files: `/` -> index.html, `/en` -> en.html, `/products/x` -> products/x.html (what Vite's preview
 * and most static hosts serve for an extensionless path). The untouched page is kept as
 * shell.html: the fallback for every page that is not prerendered (checkout, account, search, a
 * category's products).
 */

const bootShell = /<div id="root">[\s\S]*?<\/noscript>\s*<\/div>/;

/** The shop's entry script in the built index.html (in development, Vite's client is another). */
const entryScript = /<script type="module" (?:crossorigin )?src="((?!\/@vite\/)[^"]+)"><\/script>/;

const escapeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * React writes a page's head elements (PageMeta's title, meta and link tags, image preloads) at
 * the start of a root it renders without a document: they go into <head>, where hydration
 * looks for them.
 */
export function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** Where a page's HTML goes in the build. */
export const fileOf = (url: string): string =>
  url === '/' ? 'index.html' : `${url.slice(1)}.html`;

/** The built index.html with a prerendered page in it. */
export function pageHtml(
  template: string,
  page: { url: string; html: string; locale: 'el' | 'en'; state: unknown; renderedAt?: number },
  /** `<link>` tags of the lazy stylesheets the page uses (page-styles.ts). */
  styles = '',
  /** The scripts the page's take-over asks for (page-styles.ts), preloaded with the entry. */
  scripts: readonly string[] = [],
): string {
  if (!bootShell.test(template)) throw new Error('index.html: the boot shell in #root is missing');
  const { head, body } = splitHead(page.html);
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale === 'en' ? 'en-GB' : 'el-GR'}"`)
    .replace(
      bootShell,
      () =>
        `<div id="root" data-prerendered="">${body}</div>\n    <script type="application/json" id="prerender-state">${escapeJson({ url: page.url, renderedAt: page.renderedAt, queries: page.state })}</script>`,
    );
  if (head) html = html.replace(/<title>[^<]*<\/title>/, () => head);
  // The shop's script waits for the HTML's first paint (src/boot/held-entry.ts).
  html = html.replace(entryScript, (_tag, src: string) => heldEntryTag(src, scripts));
  if (styles) html = html.replace('</head>', () => `  ${styles}\n  </head>`);
  return withoutDanglingReferences(html);
}

/**
 * Pages that are the shopper's own but whose HTML is the same for everyone: prerendered (their
 * first paint comes with the HTML), never in the sitemap. /cart's HTML is an empty cart's; a
 * browser that keeps lines hides that state until they are in (src/boot/kept-look.ts).
 */
export const EVERYONES_PRIVATE_PAGES = ['/cart'] as const;

/** The pages that are never prerendered (README): the shell, in both languages. */
const CLIENT_PAGES = [
  '/checkout',
  '/thank-you',
  '/login',
  '/register',
  '/search',
  '/user/*',
  '/questionnaire/*',
  '/corporate/contactform/*',
];

/**
 * Client-rendered pages whose route the path names alone: each gets the shell with its route's
 * code preloaded (`search.html`, `en/search.html`), so the browser asks for it beside the entry
 * instead of once the entry has run and matched the route (one round trip less before the page's
 * call; the results are /search's largest paint).
 */
export const ROUTE_SHELLS = {
  '/search': 'src/routes/search.tsx',
  '/checkout': 'src/routes/checkout.tsx',
  '/login': 'src/routes/login.tsx',
  '/register': 'src/routes/register.tsx',
} as const;

/**
 * The scripts a client-rendered page needs before its first render, in the order they are needed:
 * the entry's imports (the boot chunk: first, or the route's code would delay it), the language's
 * catalogs, then the route's split chunks (loader and component) with what they import.
 */
export function routeScripts(manifest: Manifest, route: string, locale: 'el' | 'en'): string[] {
  const chunks = new Set(entryImportKeys(manifest));
  const catalogs = ['shell', 'messages'].map((name) => `src/i18n/locales/${locale}/${name}.po`);
  for (const key of [...catalogs, ...routeSplitKeys(manifest, route)])
    staticClosure(manifest, key, chunks);
  return [...chunks]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/** The shell with scripts preloaded beside its entry. */
export function shellWithScripts(template: string, scripts: readonly string[]): string {
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`);
  return template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: each client-rendered page gets the shell, its
 * own when it has one. Not a catch-all: Cloudflare applies its rules before its files, so `/*`
 * would serve the shell for the scripts too. Any other unknown address gets 404.html, the shell
 * as well (the shop's own not-found page).
 */
export const REDIRECTS = `${CLIENT_PAGES.flatMap((path) => [path, `/en${path}`])
  .map((path) => {
    const own = path.replace(/^\/en/, '') in ROUTE_SHELLS;
    return `${path}  ${own ? `${path}.html` : '/shell.html'}  200`;
  })
  .join('\n')}\n`;

/** What the server entry (prerender/server-entry.tsx, built for Node) gives the build. */
export type PrerenderEntry = typeof import('./server-entry');

export interface PrerenderOptions {
  /** The server entry, loaded (vite-plugins/site-files.ts builds and imports it). */
  entry: PrerenderEntry;
  outDir: string;
  /** Locale-prefixed paths without a query: `/`, `/en/offers`, `/products/x`. */
  urls: readonly string[];
}

export async function prerenderPages({ entry, outDir, urls }: PrerenderOptions) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  await writeFile(join(outDir, 'shell.html'), template);
  await writeFile(join(outDir, '_redirects'), REDIRECTS);
  await writeFile(join(outDir, '404.html'), template);
  const manifest = readManifest(outDir);
  for (const [path, route] of Object.entries(ROUTE_SHELLS)) {
    for (const locale of ['el', 'en'] as const) {
      const file = join(outDir, fileOf(locale === 'en' ? `/en${path}` : path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, shellWithScripts(template, routeScripts(manifest, route, locale)));
    }
  }
  const styles = pageStyles({ manifest, outDir, template });
  let written = 0;
  let bytes = 0;
  const skipped: string[] = [];
  for (const url of urls) {
    const page = await entry.renderPage(url);
    // A page that failed or is not found stays client-rendered (shell.html).
    if (page.status !== 200) {
      skipped.push(`${url} (${page.status})`);
      continue;
    }
    const parts = styles.partsFor(page.html);
    const html = pageHtml(template, { url, ...page }, parts.links, parts.scripts);
    const file = join(outDir, fileOf(url));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    written += 1;
    bytes += Buffer.byteLength(html);
  }
  return { written, bytes, skipped };
}

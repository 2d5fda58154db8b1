/**
 * SPIKE (issue 24, item 3): prerenders public pages of a built shop to static HTML.
 *
 *   npx vite build --outDir /tmp/dist-spike
 *   npx tsx scripts/prerender.ts --outDir /tmp/dist-spike [--products N] [url ...]
 *
 * 1. Builds src/entry-prerender.tsx with Vite's SSR build (same plugins, same aliases).
 * 2. Answers the entry's `/api` calls in-process with the demo platform's handlers (msw's
 *    getResponse; no server, no port). With a real VITE_API_URL the calls go to it.
 * 3. Renders each URL and writes <outDir>/<path>.html from the built index.html: the
 *    boot shell inside #root replaced by the page, <html lang>, <title>, and the query cache
 *    as a `<script type="application/json">` block (data, never executed: the CSP stays).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { build } from 'vite';
import { createDemoHandlers } from '../src/mocks/handlers/index';
import { getSeed } from '../src/mocks/seed/seed';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const outDir = resolve(option('outDir') ?? 'dist');
const productLimit = option('products');
const ssrDir = resolve(option('ssrDir') ?? 'node_modules/.prerender-ssr');

const t0 = performance.now();
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    // The server bundle is read once by this script: no manifest.
    manifest: false,
  },
});
const tBuilt = performance.now();
console.info(`[prerender] SSR build ${((tBuilt - t0) / 1000).toFixed(1)} s`);

// The demo platform in-process: `/api/...` calls of the entry become msw handler calls.
const productCount = process.env.DEMO_PRODUCTS ? Number(process.env.DEMO_PRODUCTS) : undefined;
const handlers = createDemoHandlers({ sessionFallback: 'shared', productCount });
const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('/api/') || url === '/api') {
    const request = new Request(new URL(url, 'http://prerender.invalid'), init);
    const response = await getResponse(handlers, request);
    return response ?? new Response('{"code":"NOT_FOUND"}', { status: 404 });
  }
  return nodeFetch(input, init);
};

const entry = (await import(
  pathToFileURL(join(ssrDir, 'entry-prerender.js')).href
)) as typeof import('../src/entry-prerender');

// DOMPurify needs a window: jsdom's (a devDependency; Node has no DOM).
// @ts-expect-error jsdom ships no types (no @types/jsdom installed); only `new JSDOM().window`.
const { JSDOM } = await import('jsdom');
entry.setSanitizerWindow(new JSDOM('').window);

const template = readFileSync(join(outDir, 'index.html'), 'utf8');
const bootShell = /<div id="root">[\s\S]*?<\/noscript>\s*<\/div>/;
if (!bootShell.test(template)) throw new Error('index.html: the boot shell in #root was not found');

const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Page = Awaited<ReturnType<typeof entry.renderPage>>;

/** The page's title, from the data it was rendered from (the views set it in an effect). */
function titleOf(page: Page): string | undefined {
  for (const query of page.state.queries) {
    const [area, kind] = query.queryKey as string[];
    const data = query.state.data as { displayName?: string } | undefined;
    if (area === 'catalog' && kind === 'product' && data?.displayName) {
      return `${data.displayName} | Agora Market`;
    }
  }
  return undefined;
}

/**
 * React writes a page's head elements (PageMeta's title, meta and link tags, image preloads) at
 * the start of a root it renders without a document: they belong in <head>, where hydration
 * looks for them. Returns them and the page's body.
 */
function splitHead(html: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/.exec(html);
  const head = leading?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

function writePage(url: string, rendered: Page) {
  const { head, body } = splitHead(rendered.html);
  const page = { ...rendered, html: body };
  const title = head.includes('<title>') ? undefined : titleOf(page);
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale === 'en' ? 'en-GB' : 'el-GR'}"`)
    .replace(
      bootShell,
      () =>
        `<div id="root" data-prerendered="">${page.html}</div>\n    <script type="application/json" id="prerender-state">${escapeJson({ url, queries: page.state })}</script>`,
    );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  // The page's own head elements replace the template's fallback title (and description).
  if (head) html = html.replace(/<title>[^<]*<\/title>/, () => head);
  // `/products/x` -> products/x.html: what Vite's preview (and Netlify's, Cloudflare Pages'
  // pretty URLs, nginx `try_files $uri.html`) serve for an extensionless path. The home page
  // would overwrite index.html, which is also the SPA fallback: not prerendered in this spike.
  const file = join(outDir, `${url.replace(/^\//, '')}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return { file, bytes: Buffer.byteLength(html) };
}

const urls = args.length
  ? args
  : getSeed(productCount)
      .products.slice(0, productLimit ? Number(productLimit) : undefined)
      .flatMap((product) => [`/products/${product.slug}`, `/en/products/${product.slug}`]);

let bytes = 0;
const tRender = performance.now();
for (const url of urls) {
  const started = performance.now();
  const page = await entry.renderPage(url);
  const written = writePage(url, page);
  bytes += written.bytes;
  if (urls.length <= 4 || page.status !== 200) {
    console.info(
      `[prerender] ${url} ${page.status} ${(written.bytes / 1024).toFixed(1)} KB ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
}
const renderMs = performance.now() - tRender;
console.info(
  `[prerender] ${urls.length} pages in ${(renderMs / 1000).toFixed(1)} s (${(renderMs / urls.length).toFixed(1)} ms/page), ${(bytes / urls.length / 1024).toFixed(1)} KB/page avg`,
);

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { type PrerenderEntry, pageHtml } from './prerender-pages';
import { listPublicPages } from './public-pages';
import { buildTimeClient, prerenderUrls, type SiteFilesOptions } from './write-site-files';

/**
 * The dev server (`npm start`) serves the public pages the build prerenders as HTML too, rendered
 * on request by the same server entry (loaded through Vite's SSR loader, so an edit applies on
 * the next load), and the browser hydrates them as in production: a hydration mismatch shows up
 * while developing, not after a build. The pages are the build's list (listed once, on the first
 * page request); any other page, a failed render and `PRERENDER=0` get the usual client-rendered
 * shell. In development the stylesheets come with the scripts, so the HTML paints unstyled first.
 */
export function devPrerender(
  server: ViteDevServer,
  env: SiteFilesOptions['env'],
  productCount?: number,
): Connect.NextHandleFunction {
  let pages: Promise<Set<string>> | undefined;
  const listed = () => {
    pages ??= (async () => {
      const platform = buildTimeClient(env, productCount);
      return new Set(prerenderUrls(await listPublicPages(platform.client)));
    })();
    return pages;
  };
  let sanitizerReady = false;
  // One render at a time: the active locale is module state of the entry (src/i18n/i18n.ts).
  let queue: Promise<unknown> = Promise.resolve();
  const render = async (path: string): Promise<string | null> => {
    const entry = (await server.ssrLoadModule('/prerender/server-entry.tsx')) as PrerenderEntry;
    if (!sanitizerReady) {
      const { JSDOM } = await import('jsdom');
      entry.setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
      sanitizerReady = true;
    }
    const page = await entry.renderPage(path);
    if (page.status !== 200) return null;
    const template = await server.transformIndexHtml(
      path,
      await readFile(join(server.config.root, 'index.html'), 'utf8'),
    );
    return pageHtml(template, { url: path, ...page });
  };
  return (req, res, next) => {
    const url = req.url ?? '/';
    const isPage =
      req.method === 'GET' &&
      (req.headers.accept ?? '').includes('text/html') &&
      !url.includes('?') &&
      !/\.[a-z0-9]+$/i.test(url);
    if (!isPage || url.startsWith('/api/') || url.startsWith('/__')) return next();
    const path = decodeURI(url);
    const answer = queue
      .then(listed)
      .then((urls) => (urls.has(path) ? render(path) : null))
      .then(
        (html) => {
          if (html === null) return next();
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        },
        (error: unknown) => {
          server.config.logger.warn(`[prerender] ${path} is served client-rendered: ${error}`);
          next();
        },
      );
    queue = answer;
  };
}

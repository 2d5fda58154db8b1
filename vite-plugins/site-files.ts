import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Connect, type Plugin } from 'vite';
import type { PrerenderEntry } from '../prerender/prerender-pages';
import { importFromSource } from './demo-platform.ts';
import { ASSETS_PATH, keepAssetsCached } from './security-headers.ts';

/**
 * After a client build: sitemap.xml and robots.txt, and the public pages rendered to HTML
 * (PRERENDER=0 turns that off), from the platform the build points at (the demo platform
 * in-process by default, VITE_API_URL otherwise). The build-time code (prerender/) is loaded
 * through Vite's module runner (TypeScript, path aliases), as the demo platform's is, and the
 * server entry is built for Node with this same config, so neither enters the shop's bundles.
 */
const demoProducts = () =>
  process.env.DEMO_PRODUCTS ? Number(process.env.DEMO_PRODUCTS) : undefined;

export function siteFiles(env: Record<string, string | undefined>): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  let skip = false;
  return {
    name: 'site-files',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      skip = config.command !== 'build' || Boolean(config.build.ssr);
    },
    // A page that is not prerendered (cart, checkout, account, search, a product's other
    // address) gets shell.html, the page without content, not the SPA fallback index.html, which
    // is home's HTML now. A static host needs the same rule (README).
    configurePreviewServer(server) {
      // The build's hashed files are kept as `_headers` says (Vite's preview asks again each time).
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith(ASSETS_PATH)) keepAssetsCached(res);
        next();
      });
      server.middlewares.use((req, _res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        // `/x/` is the page `/x` (x.html), not home's HTML as the fallback would give.
        const slashless = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : null;
        if (slashless && existsSync(join(outDir, `${decodeURIComponent(slashless)}.html`))) {
          req.url = `${slashless}.html${query ? `?${query}` : ''}`;
          return next();
        }
        // A file of the build (`_headers`, `_redirects`) is itself, whatever its name.
        const isFile = existsSync(join(outDir, decodeURIComponent(path))) && !path.endsWith('/');
        const isPage =
          (req.method === 'GET' || req.method === 'HEAD') && !isFile && !/\.[a-z0-9]+$/i.test(path);
        if (
          isPage &&
          path !== '/' &&
          !path.startsWith('/api/') &&
          !path.startsWith('/__') &&
          !existsSync(join(outDir, `${decodeURIComponent(path).replace(/\/$/, '')}.html`)) &&
          // A folder with its own index.html (the Lighthouse floor page at /floor/).
          !existsSync(join(outDir, decodeURIComponent(path), 'index.html')) &&
          existsSync(join(outDir, 'shell.html'))
        ) {
          req.url = `/shell.html${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
    // `npm start`: the pages the build prerenders, rendered on request (prerender/dev-prerender.ts).
    configureServer(server) {
      if (process.env.PRERENDER === '0') return;
      let handler: Promise<Connect.NextHandleFunction> | undefined;
      server.middlewares.use((req, res, next) => {
        // Through the dev server's own SSR loader, which stays open (a module runner closes after
        // its import, and the demo platform imports lazily).
        handler ??= server
          .ssrLoadModule('/prerender/dev-prerender.ts')
          .then((module) =>
            (module as typeof import('../prerender/dev-prerender')).devPrerender(
              server,
              env,
              demoProducts(),
            ),
          );
        handler.then(
          (handle) => handle(req, res, next),
          (error: unknown) => next(error),
        );
      });
    },
    async closeBundle() {
      if (skip) return;
      const started = performance.now();
      const { module } = await importFromSource<typeof import('../prerender/write-site-files')>(
        './prerender/write-site-files.ts',
      );
      const platform = module.buildTimeClient(env, demoProducts());
      try {
        const listed = await module.writeSiteFiles({ outDir, env, client: platform.client });
        const listedMs = Math.round(performance.now() - started);
        if (listed.error) {
          this.warn(
            `sitemap.xml lists the fixed pages only, nothing is prerendered: the platform did not answer (${listed.error})`,
          );
          return;
        }
        this.info(
          `sitemap.xml: ${listed.pages.length} pages x 2 languages; robots.txt (${listedMs} ms)`,
        );
        if (process.env.PRERENDER === '0') return;
        // The project's own server build, beside (not inside) node_modules: Node resolves its
        // external packages from there. Removed once the pages are written.
        const ssrDir = join(root, '.prerender-ssr');
        await build({
          root,
          mode,
          logLevel: 'warn',
          build: {
            ssr: 'prerender/server-entry.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const entry = (await import(
          pathToFileURL(join(ssrDir, 'server-entry.js')).href
        )) as PrerenderEntry;
        // DOMPurify needs a window in Node: jsdom's.
        const { JSDOM } = await import('jsdom');
        entry.setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
        const rendered = await module.prerenderPages({
          entry,
          outDir,
          urls: module.prerenderUrls(listed.pages),
        });
        this.info(
          `prerendered ${rendered.written} pages, ${(rendered.bytes / Math.max(1, rendered.written) / 1024).toFixed(1)} KB each on average (${Math.round(performance.now() - started)} ms with the listing)`,
        );
        if (rendered.skipped.length) this.warn(`not prerendered: ${rendered.skipped.join(', ')}`);
      } finally {
        platform.close();
        await rm(join(root, '.prerender-ssr'), { recursive: true, force: true });
      }
    },
  };
}

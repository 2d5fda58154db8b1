import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type Connect, type Plugin, runnerImport } from 'vite';

/** A path of the project (this folder's parent). */
const root = (path: string) => fileURLToPath(new URL(path, new URL('../', import.meta.url)));

/**
 * A project module (TypeScript, the `@` and `@machines` aliases) loaded through Vite's module
 * runner rather than bundled into the config: the build-time and server-side code the plugins
 * run (the demo platform, prerender/) stays out of the config and of the shop's bundles.
 */
export const importFromSource = <T>(path: string): Promise<{ module: T }> =>
  runnerImport<T>(root(path), {
    configFile: false,
    resolve: { alias: { '@machines': root('./machines'), '@': root('./src') } },
  });

/**
 * Mounts the demo platform (src/mocks) at /api in the dev and preview servers, so `npm start`
 * and the e2e suite talk real HTTP to it. Skipped when VITE_API_URL points at a real platform.
 * The handlers are loaded lazily so a build never pulls them into the shop's bundles.
 */
export function demoPlatform(enabled: boolean): Plugin {
  let middleware: Promise<Connect.NextHandleFunction> | undefined;
  const load = () => {
    // From source (importFromSource), so a build never touches the demo platform.
    middleware ??= importFromSource<typeof import('../src/mocks/node-middleware')>(
      './src/mocks/node-middleware.ts',
    ).then(({ module }) =>
      module.createDemoMiddleware({
        productCount: process.env.DEMO_PRODUCTS ? Number(process.env.DEMO_PRODUCTS) : undefined,
      }),
    );
    return middleware;
  };
  const handle: Connect.NextHandleFunction = (req, res, next) => {
    load().then(
      (mw) => mw(req, res, next),
      (error: unknown) => next(error),
    );
  };
  // The page request gets the demo session cookie, so the page's first API calls (sent in
  // parallel) all share one session instead of each creating its own.
  const session: Connect.NextHandleFunction = (req, res, next) => {
    if (!/(?:^|;\s*)demo_session=/.test(req.headers.cookie ?? '')) {
      res.setHeader('Set-Cookie', `demo_session=${randomUUID()}; Path=/; SameSite=Lax`);
    }
    next();
  };
  // Clients that keep connections open between calls (the e2e suite's request context) met a
  // socket Node was closing after its 5 s idle timeout: the call failed with ECONNRESET (1 in
  // about 550 e2e tests). Idle sockets are kept for 30 s (below the 60 s headers timeout).
  const keepSocketsLonger = (httpServer: unknown) => {
    if (httpServer && typeof httpServer === 'object' && 'keepAliveTimeout' in httpServer) {
      (httpServer as Server).keepAliveTimeout = 30_000;
    }
  };
  return {
    name: 'demo-platform',
    apply: () => enabled,
    configureServer(server) {
      keepSocketsLonger(server.httpServer);
      server.middlewares.use('/api', handle);
      server.middlewares.use(session);
    },
    configurePreviewServer(server) {
      keepSocketsLonger(server.httpServer);
      server.middlewares.use('/api', handle);
      server.middlewares.use(session);
    },
  };
}

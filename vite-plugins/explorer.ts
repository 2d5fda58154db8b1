import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

/** A path of the project (this folder's parent). */
const root = (path: string) => fileURLToPath(new URL(path, new URL('../', import.meta.url)));

/** The public path of the journey explorer and the HTML entry that serves it. */
export const explorerPath = '/__journeys';
const explorerHtml = '/journeys.html';

/** `/__journeys`, `/__journeys/` and `/__journeys?x` go to the explorer's own HTML entry. */
const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const url = req.url ?? '';
  const match = /^\/__journeys\/?(\?.*)?$/.exec(url);
  if (match) req.url = `${explorerHtml}${match[1] ?? ''}`;
  next();
};

/**
 * The journey explorer (src/explorer, issue 7): a separate HTML entry, never imported by the
 * shop's own entry. When enabled (dev and demo builds, i.e. no real VITE_API_URL) the build
 * gets `journeys.html` as a second input and the dev and preview servers answer `/__journeys`
 * with it. When disabled, a build has only the shop's entry, so the explorer is absent.
 */
export function journeyExplorer(enabled: boolean): Plugin {
  return {
    name: 'journey-explorer',
    apply: () => enabled,
    config: (_config, env) =>
      env.command === 'build'
        ? {
            build: {
              rolldownOptions: {
                input: { main: root('./index.html'), journeys: root('./journeys.html') },
              },
            },
          }
        : undefined,
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

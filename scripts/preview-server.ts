import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';

export interface PreviewOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The build to serve; default dist/. */
  outDir?: string;
  /**
   * The project the build comes from (another worktree): its own config serves it (the CSP with
   * the hash of its own inline script, its demo platform). Default: this project.
   */
  root?: string;
  /** Serve over TLS, which makes Vite's server speak HTTP/2 (as a production host does). */
  https?: { key: string; cert: string };
}

/** Serves a production build with the demo platform at /api. */
export async function startPreview(
  options: PreviewOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    ...(options.root
      ? { root: options.root, configFile: join(options.root, 'vite.config.ts') }
      : {}),
    preview: { port: options.port ?? 0, strictPort: false, https: options.https },
    ...(options.outDir ? { build: { outDir: options.outDir } } : {}),
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    url: `${options.https ? 'https' : 'http'}://localhost:${address.port}`,
    close: () => server.close(),
  };
}

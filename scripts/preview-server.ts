import { type PreviewServer, preview } from 'vite';

export interface PreviewOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The build to serve; default dist/. */
  outDir?: string;
  /** Serve over TLS, which makes Vite's server speak HTTP/2 (as a production host does). */
  https?: { key: string; cert: string };
}

/** Serves a production build with the demo platform at /api. */
export async function startPreview(
  options: PreviewOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
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

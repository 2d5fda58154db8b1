import { type PreviewServer, preview } from 'vite';

/** Serves the production build (dist/) with the demo platform at /api, on a free port. */
export async function startPreview(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({ preview: { port, strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    url: `http://localhost:${address.port}`,
    close: () => server.close(),
  };
}

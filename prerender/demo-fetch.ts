import { getResponse } from 'msw';
import { createDemoHandlers } from '@/mocks/handlers/index';

/**
 * The demo platform in this process for the build: a `fetch` that answers `/api/...` with the
 * demo handlers (msw's `getResponse`; no server, no port) and passes anything else on. The shop's
 * own API client calls `/api` relative, as in the browser. Returns the function that puts the
 * original `fetch` back.
 */
export function installDemoFetch(productCount?: number): () => void {
  const handlers = createDemoHandlers({ sessionFallback: 'shared', productCount });
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api' || url.startsWith('/api/')) {
      const request = new Request(new URL(url, 'http://build.invalid'), init);
      const response = await getResponse(handlers, request);
      return response ?? new Response('{"code":"NOT_FOUND"}', { status: 404 });
    }
    return original(input, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createDemoHandlers, type DemoHandlerOptions } from './handlers/index';

type Next = (error?: unknown) => void;
export type DemoMiddleware = (
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: Next,
) => void;

const readNodeBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
};

/** The Node request as a Fetch Request; `originalUrl` keeps the `/api` prefix Connect strips. */
const toRequest = async (req: IncomingMessage & { originalUrl?: string }): Promise<Request> => {
  // HTTP/2 (a preview served over TLS) names the host in the :authority pseudo-header.
  const host = req.headers.host ?? req.headers[':authority'] ?? 'localhost';
  const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (:method, :path, ...) are not headers a Fetch Request can carry.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readNodeBody(req);
  return new Request(url, {
    method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

/** Text bodies above this size go gzipped when the client accepts it (as a real platform's CDN). */
const GZIP_MIN_BYTES = 1024;
const compressible = /^(?:application\/json|image\/svg\+xml|text\/)/;

const writeResponse = async (req: IncomingMessage, res: ServerResponse, response: Response) => {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  const gzip =
    body.length >= GZIP_MIN_BYTES &&
    compressible.test(response.headers.get('content-type') ?? '') &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!gzip) {
    res.end(body);
    return;
  }
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('vary', 'accept-encoding');
  res.removeHeader('content-length');
  res.end(gzipSync(body));
};

const envProductCount = (): number | undefined => {
  const raw = typeof process === 'undefined' ? undefined : process.env.DEMO_PRODUCTS;
  const count = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(count) && count > 0 ? count : undefined;
};

/**
 * Connect-style middleware serving the demo platform over real HTTP (Vite dev and preview servers,
 * mounted at `/api`). Unmatched paths answer 404 JSON; a handler failure answers 500 JSON and
 * never reaches the server. `productCount` defaults to the DEMO_PRODUCTS environment variable.
 */
export const createDemoMiddleware = (options: DemoHandlerOptions = {}): DemoMiddleware => {
  const handlers = createDemoHandlers({
    ...options,
    productCount: options.productCount ?? envProductCount(),
  });
  return (req, res) => {
    const handle = async () => {
      const response = await getResponse(handlers, await toRequest(req));
      if (!response) {
        sendJson(res, 404, { code: 'NOT_FOUND', userMessage: 'Not found.', message: req.url });
        return;
      }
      await writeResponse(req, res, response);
    };
    handle().catch((error: unknown) => {
      console.error('[demo] middleware failed', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { code: 'SERVER_ERROR', message: String(error) });
    });
  };
};

import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createHttp2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoMiddleware } from '@/mocks/node-middleware';

let server: Server;
let origin: string;

beforeAll(async () => {
  const middleware = createDemoMiddleware();
  // Mounted like `server.middlewares.use('/api', mw)`: Connect strips the prefix from req.url and
  // keeps it in req.originalUrl.
  server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/')) {
      res.statusCode = 418;
      res.end();
      return;
    }
    Object.assign(req, { originalUrl: req.url, url: req.url.slice(4) });
    middleware(req, res, () => {
      res.statusCode = 599;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const headers = { appId: 'middleware-test', 'content-type': 'application/json' };

describe('demo platform: Node middleware over real HTTP', () => {
  it('answers a GET with JSON and sets the session cookie', async () => {
    const response = await fetch(`${origin}/api/v3/delivery-services`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const services = (await response.json()) as Array<{ id: string }>;
    expect(services.map((s) => s.id)).toEqual(['easy', 'express', 'takeAway']);
  });

  it('passes a POST body through and keeps the session between requests', async () => {
    const first = await fetch(`${origin}/api/v3/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'demo@agora.gr', password: 'demo1234' }),
    });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    const { token } = (await first.json()) as { token: string };
    const me = await fetch(`${origin}/api/v3/users/me`, {
      headers: { ...headers, cookie, authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('demo@agora.gr');
  });

  it('answers 404 JSON for an unknown path and 400 for a body that is not JSON', async () => {
    const missing = await fetch(`${origin}/api/v9/nothing-here`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const broken = await fetch(`${origin}/api/v3/auth/login`, {
      method: 'POST',
      headers,
      body: '{oops',
    });
    expect(broken.status).toBe(400);
  });

  it('serves generated SVG images', async () => {
    const response = await fetch(`${origin}/api/media/tile/leaf/4f9d3a/N.svg?w=120&h=120`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('width="120"');
  });

  it('serves each content image in the locale its path names, whatever the browser speaks', async () => {
    const caption = async (path: string) =>
      (await (await fetch(`${origin}${path}`, { headers: { 'accept-language': 'el-GR' } })).text())
        .match(/<tspan[^>]*>([^<]*)<\/tspan>/g)
        ?.map((tspan) => tspan.replace(/<[^>]+>/g, ''))
        .join(' ');
    expect(await caption('/api/media/content/en/card-weekly-offers.svg')).toBe('Weekly offers');
    expect(await caption('/api/media/content/el/card-weekly-offers.svg')).toBe(
      'Προσφορές εβδομάδας',
    );
    expect((await fetch(`${origin}/api/media/content/fr/card-weekly-offers.svg`)).status).toBe(404);
  });

  it('gzips a large JSON answer for a client that accepts it, and only then', async () => {
    // node:http rather than fetch: fetch always asks for gzip and decodes it silently.
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = get(
          `${origin}/api/v3/categories`,
          {
            headers: {
              appId: 'middleware-test',
              ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        request.on('error', reject);
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const categories = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(categories.length).toBeGreaterThan(0);

    const zipped = await raw('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(categories);
  });
});

describe('demo platform: Node middleware over HTTP/2', () => {
  it('answers requests that carry HTTP/2 pseudo-headers (a preview served over TLS)', async () => {
    const middleware = createDemoMiddleware();
    // The compat API hands the middleware :method, :path, :authority and :scheme among the headers.
    const h2 = createHttp2Server((req, res) => {
      const plain = req as unknown as Parameters<typeof middleware>[0];
      Object.assign(plain, { originalUrl: req.url, url: req.url.slice(4) });
      middleware(plain, res as unknown as Parameters<typeof middleware>[1], () => {
        res.statusCode = 599;
        res.end();
      });
    });
    await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
    const session = connect(`http://127.0.0.1:${(h2.address() as AddressInfo).port}`);
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>(
        (resolve, reject) => {
          const stream = session.request({
            ':path': '/api/v3/delivery-services',
            appid: 'h2-test',
          });
          let status = 0;
          let body = '';
          stream.on('response', (headers) => {
            status = Number(headers[':status']);
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            body += chunk;
          });
          stream.on('end', () => resolve({ status, body }));
          stream.on('error', reject);
        },
      );
      expect(status).toBe(200);
      expect((JSON.parse(body) as Array<{ id: string }>).map((s) => s.id)).toEqual([
        'easy',
        'express',
        'takeAway',
      ]);
    } finally {
      session.close();
      await new Promise<void>((resolve) => h2.close(() => resolve()));
    }
  });
});

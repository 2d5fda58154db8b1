import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@/api/endpoint';
import { createDemoHandlers } from '@/mocks/handlers/index';
import { contractEndpoints } from '../api/contract-endpoints';

const endpoints = contractEndpoints.map(({ endpoint }) => endpoint);

const handlers = createDemoHandlers();
const session = 'coverage-session-1';

const send = (
  endpoint: Endpoint,
  init: { params?: Record<string, string>; query?: string; token?: string; body?: unknown } = {},
) => {
  const path = buildPath(endpoint.path, init.params);
  const headers: Record<string, string> = {
    appId: 'coverage',
    cookie: `demo_session=${session}`,
    'content-type': 'application/json',
    'accept-language': 'en-GB',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return getResponse(
    handlers,
    new Request(`http://localhost/api${path}${init.query ?? ''}`, {
      method: endpoint.method,
      headers,
      body:
        init.body === undefined || endpoint.method === 'GET'
          ? undefined
          : JSON.stringify(init.body),
    }),
  );
};

const login = async () => {
  const loginEndpoint = endpoints.find((e) => e.path === '/v3/auth/login')!;
  const response = await send(loginEndpoint, {
    body: { email: 'demo@agora.gr', password: 'demo1234' },
  });
  return ((await response!.json()) as { token: string }).token;
};

/** Sample parameters for the GET endpoints that need some. */
const SAMPLES: Record<string, { params?: Record<string, string>; query?: string }> = {
  '/v3.1/products/search/suggestions': { query: '?term=tomat' },
  '/v3/products/:slug': { params: { slug: 'PR1001' } },
  '/v3/products/:sku/substitutes': { params: { sku: '1001' } },
  '/v3/products': { query: '?codes=PR1001&codes=PR1002' },
  '/v3/brands/:brandSlug/products': { params: { brandSlug: 'agora-select' } },
  '/v3/shops': { query: '?service=easy&postalCode=10673' },
  '/v3/shops/:shopId/delivery-days': {
    params: { shopId: 'shop-kolonaki' },
    query: '?service=easy',
  },
  '/v3.1/lists/:listId/products': { params: { listId: 'list-demo-favorites' } },
  '/v3/users/me/orders/:orderId': { params: { orderId: 'order-demo-1' } },
  '/v3/orders/by-key/:idempotencyKey': { params: { idempotencyKey: 'seed-key-order-demo-1' } },
  '/v3/content/pages/:slug': { params: { slug: 'about-us' } },
};

describe('demo platform: the whole contract', () => {
  it('finds the contract endpoints', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(45);
  });

  it('has a handler for every endpoint', async () => {
    const token = await login();
    const unmatched: string[] = [];
    for (const endpoint of endpoints) {
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'probe']),
      );
      const response = await send(endpoint, { params, token, body: {} });
      if (!response) unmatched.push(`${endpoint.method} ${endpoint.path}`);
    }
    expect(unmatched).toEqual([]);
  });

  it('answers every GET endpoint with a reply that passes its response schema', async () => {
    const token = await login();
    const failures: string[] = [];
    let checked = 0;
    for (const endpoint of endpoints.filter((e) => e.method === 'GET')) {
      const sample = SAMPLES[endpoint.path];
      const needsInput =
        endpoint.params !== undefined || !(endpoint.query?.safeParse({}).success ?? true);
      if (needsInput && !sample) {
        failures.push(`no sample for ${endpoint.path}`);
        continue;
      }
      const response = await send(endpoint, { ...sample, token });
      const body: unknown = await response?.json();
      const result = endpoint.response.safeParse(body);
      if (response?.status !== 200 || !result.success) {
        failures.push(
          `${endpoint.path} ${response?.status} ${JSON.stringify(result.error?.issues[0])}`,
        );
      }
      checked += 1;
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it('rejects invalid input with 400, a code and a userMessage', async () => {
    const search = endpoints.find((e) => e.path === '/v3.1/products/search')!;
    const response = await send(search, { query: '?pageNumber=-3' });
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      userMessage: 'The data sent is not valid.',
    });
  });
});

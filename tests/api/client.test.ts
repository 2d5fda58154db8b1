import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, isApiError } from '@/api/api-error';
import { type ApiClientOptions, appConfigFromEnv, createApiClient } from '@/api/client';
import { getSuggestionsEndpoint } from '@/api/contract/catalog';
import { getCorporatePageEndpoint } from '@/api/contract/content';
import { createListEndpoint, deleteListEndpoint } from '@/api/contract/lists';
import { subscribeNewsletterEndpoint } from '@/api/contract/newsletter';
import { getStoresEndpoint } from '@/api/contract/shops';
import { reserveTimeSlotEndpoint } from '@/api/contract/timeslots';
import { endpoint, queryFromSearchParams } from '@/api/endpoint';

const BASE = 'http://shop.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseURL: BASE,
    appId: 'test-app',
    getLocale: () => 'el',
    getToken: () => undefined,
    retryDelayMs: 0,
    ...overrides,
  });

const store = {
  _id: 's1',
  name: 'Kifisia',
  address: {
    latitude: 38.07,
    longitude: 23.81,
    region: 'Attica',
    city: 'Kifisia',
    street: 'Levidou',
    streetNo: '12',
    postalCode: '14562',
  },
  workingHours: [{ day: 1, opensAt: '08:00', closesAt: '21:00' }],
};

const reservationBody = {
  shop: 'shop-1',
  deliveryService: 'easy' as const,
  startsAt: '2026-11-21T08:00:00.000Z',
  endsAt: '2026-11-21T10:00:00.000Z',
  postalCode: '11141',
  idempotencyKey: 'key-12345678',
};

/** Runs the call and returns the ApiError it rejected with (fails the test if it resolved). */
const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isApiError(outcome)).toBe(true);
  return outcome as ApiError;
};

describe('headers', () => {
  it('sends appId, Accept-Language and the bearer token', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${BASE}/v3/stores`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json([store]);
      }),
    );
    let locale: 'el' | 'en' = 'el';
    const api = client({ getLocale: () => locale, getToken: () => 'tok-1' });

    await api.call(getStoresEndpoint);
    locale = 'en';
    await api.call(getStoresEndpoint);

    expect(seen[0]?.get('appId')).toBe('test-app');
    expect(seen[0]?.get('accept-language')).toBe('el-GR');
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
    expect(seen[1]?.get('accept-language')).toBe('en-GB');
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/v3/stores`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await client().call(getStoresEndpoint);
    expect(authorization).toBeNull();
  });
});

describe('beforeCall', () => {
  it('sends nothing until the hook resolves, then sends the call', async () => {
    let sent = 0;
    server.use(
      http.get(`${BASE}/v3/stores`, () => {
        sent += 1;
        return HttpResponse.json([store]);
      }),
    );
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = client({ beforeCall: () => gate }).call(getStoresEndpoint);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toBe(0);
    release();
    await expect(pending).resolves.toHaveLength(1);
    expect(sent).toBe(1);
  });
});

describe('replies', () => {
  it('returns the reply parsed by the schema (unknown keys stripped)', async () => {
    server.use(http.get(`${BASE}/v3/stores`, () => HttpResponse.json([{ ...store, extra: 1 }])));
    const stores = await client().call(getStoresEndpoint);
    expect(stores).toEqual([store]);
  });

  it('rejects a reply that does not match the schema with invalid-response', async () => {
    server.use(http.get(`${BASE}/v3/stores`, () => HttpResponse.json([{ _id: 's1' }])));
    const error = await failure(client().call(getStoresEndpoint));
    expect(error.kind).toBe('invalid-response');
    expect(error.endpoint).toBe('GET /v3/stores');
    expect(error.issues?.length).toBeGreaterThan(0);
  });

  it('rejects a body that is not JSON with invalid-response', async () => {
    server.use(
      http.get(
        `${BASE}/v3/stores`,
        () => new HttpResponse('<html>oops', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const error = await failure(client().call(getStoresEndpoint));
    expect(error.kind).toBe('invalid-response');
  });

  it('accepts a 204 for an endpoint with a void reply', async () => {
    server.use(http.delete(`${BASE}/lists/:listId`, () => new HttpResponse(null, { status: 204 })));
    await expect(
      client().call(deleteListEndpoint, { params: { listId: 'l1' } }),
    ).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('turns a 500 with a userMessage into an http error carrying it', async () => {
    server.use(
      http.post(`${BASE}/v3/timeslots/reservations`, () =>
        HttpResponse.json(
          { userMessage: 'Η ώρα δεν είναι πια διαθέσιμη', code: 'SLOT_UNAVAILABLE' },
          { status: 500 },
        ),
      ),
    );
    const error = await failure(client().call(reserveTimeSlotEndpoint, { body: reservationBody }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.userMessage).toBe('Η ώρα δεν είναι πια διαθέσιμη');
    expect(error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('leaves userMessage undefined when the error body has none', async () => {
    server.use(http.get(`${BASE}/v3/stores`, () => new HttpResponse('bad', { status: 404 })));
    const error = await failure(client().call(getStoresEndpoint));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.userMessage).toBeUndefined();
  });

  it('turns a dropped connection into a network error', async () => {
    server.use(http.get(`${BASE}/v3/stores`, () => HttpResponse.error()));
    const error = await failure(client({ retries: 0 }).call(getStoresEndpoint));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });

  it('turns a timeout into a network error', async () => {
    server.use(
      http.post(`${BASE}/v3/timeslots/reservations`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await failure(
      client({ timeoutMs: 50 }).call(reserveTimeSlotEndpoint, { body: reservationBody }),
    );
    expect(error.kind).toBe('network');
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('calls onUnauthorized on a 401', async () => {
    server.use(
      http.post(`${BASE}/lists`, () =>
        HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const error = await failure(
      client({ onUnauthorized }).call(createListEndpoint, { body: { label: 'Week' } }),
    );
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized on other errors', async () => {
    server.use(http.get(`${BASE}/v3/stores`, () => HttpResponse.json({}, { status: 403 })));
    const onUnauthorized = vi.fn();
    await failure(client({ onUnauthorized }).call(getStoresEndpoint));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  it('retries a GET after a dropped connection, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v3/stores`, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json([store]);
      }),
    );
    await expect(client().call(getStoresEndpoint)).resolves.toHaveLength(1);
    expect(calls).toBe(3);
  });

  it('gives up on a GET after 1 + retries attempts', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v3/stores`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const error = await failure(client({ retries: 2 }).call(getStoresEndpoint));
    expect(error.status).toBe(503);
    expect(calls).toBe(3);
  });

  it('does not retry a GET answered with a client error', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v3/stores`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    await failure(client().call(getStoresEndpoint));
    expect(calls).toBe(1);
  });

  it('never retries a POST, whatever the failure', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/v3/timeslots/reservations`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({}, { status: 503 });
      }),
    );
    const api = client({ retries: 5 });
    expect((await failure(api.call(reserveTimeSlotEndpoint, { body: reservationBody }))).kind).toBe(
      'network',
    );
    expect(calls).toBe(1);
    expect(
      (await failure(api.call(reserveTimeSlotEndpoint, { body: reservationBody }))).status,
    ).toBe(503);
    expect(calls).toBe(2);
  });

  it('never retries a DELETE', async () => {
    let calls = 0;
    server.use(
      http.delete(`${BASE}/lists/:listId`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await failure(client({ retries: 3 }).call(deleteListEndpoint, { params: { listId: 'l1' } }));
    expect(calls).toBe(1);
  });
});

describe('request encoding', () => {
  it('URI-encodes path parameters', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}/v3/content/pages/*`, ({ request }) => {
        url = request.url;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    await failure(client().call(getCorporatePageEndpoint, { params: { slug: 'a b/c?d' } }));
    expect(new URL(url).pathname).toBe('/api/v3/content/pages/a%20b%2Fc%3Fd');
  });

  it('sends arrays as repeated query keys and leaves undefined keys out', async () => {
    let search = new URLSearchParams();
    server.use(
      http.get(`${BASE}/v3.1/products/search/suggestions`, ({ request }) => {
        search = new URL(request.url).searchParams;
        return HttpResponse.json({
          catalogProducts: [],
          suggestedProducts: [],
          brands: [],
          categories: [],
        });
      }),
    );
    await client().call(getSuggestionsEndpoint, {
      query: { term: 'γάλα', collectionTypes: ['DELIVERY', 'TAKE_AWAY'], shop: undefined },
    });
    expect(search.getAll('collectionTypes')).toEqual(['DELIVERY', 'TAKE_AWAY']);
    expect(search.get('term')).toBe('γάλα');
    expect(search.has('shop')).toBe(false);
    expect(getSuggestionsEndpoint.query!.parse(queryFromSearchParams(search))).toEqual({
      term: 'γάλα',
      collectionTypes: ['DELIVERY', 'TAKE_AWAY'],
    });
  });

  it('sends JSON bodies', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/lists`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ _id: 'l9', label: 'Week', type: 'custom', products: [] });
      }),
    );
    const list = await client().call(createListEndpoint, { body: { label: 'Week' } });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ label: 'Week' });
    expect(list.products).toEqual([]);
  });

  it('form-encodes the newsletter post', async () => {
    let text = '';
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/v3/newsletter/subscriptions`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        text = await request.text();
        return new HttpResponse('<html>thanks</html>', {
          headers: { 'content-type': 'text/html' },
        });
      }),
    );
    await client().call(subscribeNewsletterEndpoint, {
      body: { gm_pid: 'form-7', sfemail: 'maria@example.gr' },
    });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({
      gm_pid: 'form-7',
      sfemail: 'maria@example.gr',
    });
  });
});

describe('appConfigFromEnv', () => {
  it('defaults to /api and demo-shop', () => {
    expect(appConfigFromEnv({})).toEqual({ baseURL: '/api', appId: 'demo-shop' });
    expect(appConfigFromEnv({ VITE_API_URL: ' ', VITE_APP_ID: '' })).toEqual({
      baseURL: '/api',
      appId: 'demo-shop',
    });
  });

  it('reads VITE_API_URL and VITE_APP_ID', () => {
    expect(
      appConfigFromEnv({ VITE_API_URL: 'https://platform.example/api', VITE_APP_ID: 'shop-7' }),
    ).toEqual({ baseURL: 'https://platform.example/api', appId: 'shop-7' });
  });
});

describe('custom fetch', () => {
  it('sends every call through the fetch the caller provides', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      baseURL: 'http://platform.test/api',
      appId: 'test-app',
      getLocale: () => 'el',
      getToken: () => undefined,
      fetch: async (input) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ items: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await client.call(
      endpoint({
        method: 'GET',
        path: '/things',
        response: z.object({ items: z.array(z.string()) }),
      }),
    );
    expect(calls).toEqual(['http://platform.test/api/things']);
  });
});

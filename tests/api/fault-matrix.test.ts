import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isOutcomeUnknown } from '@/api/api-error';
import { createApiClient } from '@/api/client';
import type { Endpoint } from '@/api/endpoint';
import { FAULTS, type Fault, PLATFORM_ERROR, wrongShape } from '../../e2e/support/fault-kinds';
import { contractEndpoints } from './contract-endpoints';

/**
 * The fault matrix at the API client: every call of the contract under each of the five faults
 * the browser's matrix uses (e2e/support/fault-kinds.ts). Here is decided what the client makes
 * of a fault (the error's kind, how many attempts, whether a write may have happened); the
 * browser's matrix (e2e/fault-matrix.spec.ts) shows, per page, what the shopper then sees.
 */
const endpoints = contractEndpoints;

/** Every `:name` of the path, filled. */
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => [name, 'x1']));

/** Valid JSON of the other kind than the endpoint's reply (a list where it is an object...). */
const wrongBody = (endpoint: Endpoint) =>
  wrongShape(endpoint.response.safeParse([]).success ? [] : {});

/** The reply is not read: any body, of any shape, is accepted. */
const readsNoReply = (endpoint: Endpoint) =>
  [{}, [], 'text', null].every((body) => endpoint.response.safeParse(body).success);

const json = { 'content-type': 'application/json' };

/** A fetch that answers every call with `fault`, counting the attempts. */
const faultyFetch =
  (fault: Fault, endpoint: Endpoint, attempts: { n: number }): typeof fetch =>
  (_input, init) => {
    attempts.n += 1;
    switch (fault) {
      case 'connection aborted':
        return Promise.reject(new TypeError('fetch failed'));
      case 'HTTP 500':
        return Promise.resolve(
          new Response(JSON.stringify(PLATFORM_ERROR), { status: 500, headers: json }),
        );
      case 'no answer':
        return new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      case 'truncated JSON':
        return Promise.resolve(new Response('{"items":[{"_id":"x1","na', { headers: json }));
      case 'wrong shape':
        return Promise.resolve(
          new Response(JSON.stringify(wrongBody(endpoint)), { headers: json }),
        );
    }
  };

/** What the client makes of each fault: the error's kind, and whether it tries a GET again. */
const EXPECTED: Record<Fault, { kind: ApiError['kind']; retried: boolean }> = {
  'connection aborted': { kind: 'network', retried: true },
  'HTTP 500': { kind: 'http', retried: true },
  'no answer': { kind: 'network', retried: true },
  'truncated JSON': { kind: 'invalid-response', retried: false },
  'wrong shape': { kind: 'invalid-response', retried: false },
};

const RETRIES = 2;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('every call of the contract under every fault', () => {
  it('finds the contract’s calls', () => {
    // The contract has some 58 calls; a glob that found none would pass every row below.
    expect(endpoints.length).toBeGreaterThan(50);
  });

  describe.each(endpoints)('$name', ({ endpoint }) => {
    it.each(FAULTS)('%s', async (fault) => {
      const attempts = { n: 0 };
      const client = createApiClient({
        baseURL: 'http://shop.test/api',
        appId: 'test-app',
        getLocale: () => 'en',
        getToken: () => 'token',
        retries: RETRIES,
        fetch: faultyFetch(fault, endpoint, attempts),
      });
      const outcome = client
        .call(endpoint, {
          params: paramsOf(endpoint.path) as never,
          body: (endpoint.method === 'GET' ? undefined : {}) as never,
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      // The client's 10 s timeout per attempt and its waits between attempts, without waiting.
      await vi.advanceTimersByTimeAsync(60_000);
      const error = await outcome;

      const expected = EXPECTED[fault];
      // A call whose reply is not read (the newsletter's no-cors post) takes any 2xx as done.
      if (expected.kind === 'invalid-response' && readsNoReply(endpoint)) {
        expect(error).toBeUndefined();
        expect(attempts.n).toBe(1);
        return;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe(expected.kind);
      if (fault === 'HTTP 500') {
        expect((error as ApiError).status).toBe(500);
        expect((error as ApiError).userMessage).toBe(PLATFORM_ERROR.userMessage);
      }
      // A GET is tried again after a transient fault; a write never is (it may have happened).
      const retried = endpoint.method === 'GET' && expected.retried;
      expect(attempts.n).toBe(retried ? RETRIES + 1 : 1);
      // After any of the five, a write may have happened: the journeys must not repeat it blindly.
      expect(isOutcomeUnknown(error)).toBe(true);
    });
  });
});

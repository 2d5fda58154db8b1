import { type ApiClient, createApiClient } from '@/api/client';
import type { Locale } from '@/api/contract/common';
import { SCENARIO_COOKIE } from './scenarios';
import { SESSION_COOKIE } from './store';

export interface DemoApiOptions {
  /** Default `http://localhost/api` (answered by `createDemoServer()`). */
  baseURL?: string;
  locale?: Locale;
  /** A `demo_session` id; without it msw/node uses the server's shared session. */
  session?: string;
  /** Scenario names sent in the `demo_scenario` cookie. */
  scenarios?: string[];
  retries?: number;
}

export interface DemoApi {
  client: ApiClient;
  token: string | undefined;
  locale: Locale;
}

/**
 * The real API client wired for the demo platform in Node (tests, scripts): it sends the session
 * and scenario cookies itself (Node's fetch keeps no cookies) and the token set on `api.token`.
 */
export const createDemoApi = (options: DemoApiOptions = {}): DemoApi => {
  const cookies = [
    options.session ? `${SESSION_COOKIE}=${options.session}` : '',
    options.scenarios?.length ? `${SCENARIO_COOKIE}=${options.scenarios.join(',')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const api: DemoApi = {
    token: undefined,
    locale: options.locale ?? 'el',
    client: undefined as unknown as ApiClient,
  };
  const inner = createApiClient({
    baseURL: options.baseURL ?? 'http://localhost/api',
    appId: 'demo-tests',
    getLocale: () => api.locale,
    getToken: () => api.token,
    retries: options.retries ?? 0,
  });
  // Per-call headers: the client's `fetch` option is not used by ofetch.create (see report).
  api.client = {
    call: (endpoint, input = {}) =>
      inner.call(
        endpoint,
        cookies ? { ...input, headers: { cookie: cookies, ...input.headers } } : input,
      ),
  };
  return api;
};

import { FetchError, ofetch } from 'ofetch';
import { ApiError } from './api-error';
import { apiErrorBodySchema, type Locale } from './contract/common';
import {
  type BodyOf,
  buildPath,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoint';

export interface ApiClientOptions {
  baseURL: string;
  appId: string;
  getLocale: () => Locale;
  getToken: () => string | undefined;
  /** Per attempt. Default 10 000 ms. */
  timeoutMs?: number;
  /** Extra attempts for GET only (never POST, PUT, PATCH or DELETE). Default 2. */
  retries?: number;
  /** Delay before retry n (1-based) is `retryDelayMs * n`. Default 300 ms. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Called on every 401 reply (the app clears the token and the user). */
  onUnauthorized?: () => void;
  /**
   * Awaited before each call is sent. The app passes `nextTask`: a page's loaders start several
   * calls together, and sending each in a task of its own keeps them out of the task that
   * evaluated the loaders' code (one 30-60 ms task on a first page load before).
   */
  beforeCall?: () => Promise<void>;
}

export interface CallInput<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * Sends one call of the contract and returns its reply parsed by `endpoint.response`.
   * Rejects only with an `ApiError`.
   */
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<ResponseOf<E>>;
}

export const ACCEPT_LANGUAGE: Record<Locale, string> = { el: 'el-GR', en: 'en-GB' };

/** Statuses worth another GET attempt (transient). */
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Resolves after `ms`, or at once when `signal` aborts (the caller checks which). */
export const wait = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Aborts when the caller aborts or when `ms` elapse; `dispose` stops the timer. */
const attemptSignal = (ms: number, outer?: AbortSignal) => {
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    const reason = new Error(`Timed out after ${ms} ms`);
    reason.name = 'TimeoutError';
    controller.abort(reason);
  }, ms);
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
};

/** Query values the client may pass: `undefined` keys are left out, arrays become repeated keys. */
const cleanQuery = (query: unknown): Record<string, unknown> | undefined => {
  if (!query || typeof query !== 'object') return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = Math.max(0, options.retries ?? 2);
  const retryDelayMs = options.retryDelayMs ?? 300;
  // ofetch takes a custom fetch from its second argument only (the first is request defaults).
  const $fetch = ofetch.create(
    { baseURL: options.baseURL, retry: 0 },
    options.fetch ? { fetch: options.fetch } : {},
  );

  const attempt = async <E extends Endpoint>(endpoint: E, input: CallInput<E>, name: string) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      appId: options.appId,
      'Accept-Language': ACCEPT_LANGUAGE[options.getLocale()],
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const form = endpoint.encoding === 'form';
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    Object.assign(headers, input.headers);

    const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
    const { signal, dispose } = attemptSignal(timeoutMs, input.signal);
    try {
      return await $fetch<unknown>(path, {
        method: endpoint.method,
        headers,
        query: cleanQuery(input.query),
        body: input.body as Record<string, unknown> | undefined,
        signal,
      });
    } catch (error) {
      throw toApiError(error, name, options.onUnauthorized);
    } finally {
      dispose();
    }
  };

  return {
    async call(endpoint, input = {}) {
      await options.beforeCall?.();
      const name = `${endpoint.method} ${endpoint.path}`;
      const attempts = endpoint.method === 'GET' ? retries + 1 : 1;
      let data: unknown;
      for (let n = 1; ; n++) {
        try {
          data = await attempt(endpoint, input, name);
          break;
        } catch (error) {
          const retryable =
            error instanceof ApiError &&
            (error.kind === 'network' ||
              (error.status !== undefined && RETRY_STATUSES.has(error.status)));
          if (!retryable || n >= attempts || input.signal?.aborted) throw error;
          await wait(retryDelayMs * n, input.signal);
        }
      }
      const parsed = endpoint.response.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({
          kind: 'invalid-response',
          endpoint: name,
          issues: parsed.error.issues,
          cause: parsed.error,
        });
      }
      return parsed.data as ResponseOf<typeof endpoint>;
    },
  };
};

const toApiError = (error: unknown, name: string, onUnauthorized?: () => void): ApiError => {
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    if (status === 401) onUnauthorized?.();
    const body = apiErrorBodySchema.safeParse(error.data);
    return new ApiError({
      kind: 'http',
      endpoint: name,
      status,
      userMessage: body.success ? body.data.userMessage : undefined,
      code: body.success ? body.data.code : undefined,
      cause: error,
    });
  }
  // ofetch wraps fetch failures (dropped connection, timeout, abort) in a FetchError without a response.
  return new ApiError({ kind: 'network', endpoint: name, cause: error });
};

/** A fresh key for a call that must not be repeated blindly (order, reservation). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

export interface AppApiConfig {
  baseURL: string;
  appId: string;
}

/** Reads `VITE_API_URL` (default `/api`) and `VITE_APP_ID` (default `demo-shop`). */
export const appConfigFromEnv = (
  env: Record<string, string | boolean | undefined>,
): AppApiConfig => {
  const read = (key: string, fallback: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  return { baseURL: read('VITE_API_URL', '/api'), appId: read('VITE_APP_ID', 'demo-shop') };
};

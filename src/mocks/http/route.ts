import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { z } from 'zod/mini';
import type { Locale } from '@/api/contract/common';
import { type Endpoint, queryFromSearchParams } from '@/api/endpoint';
import type { MessageCode } from '../messages';
import {
  corruptBody,
  parseScenarios,
  routeGroup,
  SCENARIO_COOKIE,
  type ScenarioName,
  scenarioCorrupts,
  scenarioDelay,
  scenarioFails,
} from '../scenarios';
import type { StoredUser } from '../seed/users';
import { SESSION_COOKIE, type SessionRegistry, type SessionStore } from '../store';
import { DemoError, errorBody, localeOf } from './demo-error';
import { readBody } from './read-request';

// zod/mini loads no locale: its own messages would all read "Invalid input". The demo platform
// names what failed in a 400's `message` (parseRequest) and logs a reply that fails its schema, so
// it keeps zod's English messages. Node and dev only: the shop's bundles never load src/mocks.
z.config(z.locales.en());

/** What every handler of one `createDemoHandlers` call shares. */
export interface DemoContext {
  /** Path prefix of the API (`/api`); also the base of generated media URLs. */
  basePath: string;
  registry: SessionRegistry;
  /** Check each reply against the endpoint's response schema (a failure answers 500). */
  validateResponses: boolean;
}

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: Request;
  locale: Locale;
  store: SessionStore;
  user: StoredUser | undefined;
  token: string | undefined;
  scenarios: ReadonlySet<ScenarioName>;
  /** Base of media URLs. */
  base: string;
  now: number;
}

type Awaitable<T> = T | Promise<T>;

export interface RouteOptions {
  /** Skip the appId check (form posts and images cannot send custom headers). */
  appId?: false;
  /** Status of a request that fails the endpoint's schemas (default 400). */
  invalidStatus?: number;
}

const bearer = (request: Request): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];

/** The session of a request; a new one also yields the Set-Cookie header to send. */
export const openSession = (demo: DemoContext, cookies: Record<string, string>) => {
  const { store, created } = demo.registry.resolve(cookies[SESSION_COOKIE]);
  const headers = new Headers();
  if (created) headers.append('set-cookie', `${SESSION_COOKIE}=${store.id}; Path=/; SameSite=Lax`);
  return { store, headers };
};

/**
 * An msw handler for one contract endpoint: session, scenarios, appId, bearer auth, request
 * parsing with the endpoint's schemas (400 on invalid input), the resolver, and a reply checked
 * against the response schema. A resolver returns the reply data, `undefined` for 204, or a
 * `Response`; it throws `DemoError` for a non-2xx reply.
 */
export const route = <
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(
  demo: DemoContext,
  endpoint: Endpoint<P, Q, B, R>,
  resolve: (
    ctx: RouteContext<z.output<P>, z.output<Q>, z.output<B>>,
  ) => Awaitable<z.input<R> | Response>,
  options: RouteOptions = {},
): HttpHandler => {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const group = routeGroup(endpoint.path);
  return http[method](`*${demo.basePath}${endpoint.path}`, async ({ request, params, cookies }) => {
    const { store, headers } = openSession(demo, cookies);
    const locale = localeOf(request);
    const scenarios = parseScenarios(cookies[SCENARIO_COOKIE]);
    const reply = (status: number, body: unknown) =>
      body === undefined
        ? new HttpResponse(null, { status, headers })
        : HttpResponse.json(body, { status, headers });
    const failure = (status: number, code: MessageCode, detail?: string) =>
      reply(status, errorBody(code, locale, detail));
    try {
      const wait = scenarioDelay(scenarios);
      if (wait > 0) await delay(wait);
      if (options.appId !== false && !request.headers.get('appid')) {
        return failure(400, 'APP_ID_MISSING');
      }
      if (scenarioFails(scenarios, group)) return failure(500, 'SERVER_ERROR');
      const token = bearer(request);
      const userId = token === undefined ? undefined : store.tokens.get(token);
      const user = store.users.find((candidate) => candidate._id === userId);
      const unauthorized =
        endpoint.auth === 'required'
          ? !user
          : endpoint.auth === 'optional' && token !== undefined && !user;
      if (unauthorized) return failure(401, 'UNAUTHORIZED');
      const parsed = await parseRequest(endpoint, request, params);
      if (!parsed.success) {
        return failure(options.invalidStatus ?? 400, 'VALIDATION_FAILED', parsed.detail);
      }
      const result = await resolve({
        ...parsed.data,
        request,
        locale,
        store,
        user,
        token,
        scenarios,
        base: demo.basePath,
        now: Date.now(),
      });
      if (result instanceof Response) {
        headers.forEach((value, key) => {
          result.headers.append(key, value);
        });
        return result;
      }
      if (scenarioCorrupts(scenarios, group)) return reply(200, corruptBody(result));
      if (result === undefined) return reply(204, undefined);
      if (demo.validateResponses) {
        const check = endpoint.response.safeParse(result);
        if (!check.success) {
          console.error(
            `[demo] ${endpoint.method} ${endpoint.path} reply fails its schema`,
            check.error,
          );
          return failure(500, 'SERVER_ERROR', 'MOCK_RESPONSE_INVALID');
        }
      }
      return reply(200, result);
    } catch (error) {
      if (error instanceof DemoError) return failure(error.status, error.code, error.detail);
      console.error(`[demo] ${endpoint.method} ${endpoint.path} failed`, error);
      return failure(500, 'SERVER_ERROR', error instanceof Error ? error.message : undefined);
    }
  });
};

const parseRequest = async <
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
>(
  endpoint: Endpoint<P, Q, B, z.ZodMiniType>,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<
  | { success: true; data: { params: z.output<P>; query: z.output<Q>; body: z.output<B> } }
  | { success: false; detail: string }
> => {
  const parts = {
    params: endpoint.params?.safeParse(params),
    query: endpoint.query?.safeParse(queryFromSearchParams(new URL(request.url).searchParams)),
    body: endpoint.body?.safeParse(await readBody(request, endpoint.encoding ?? 'json')),
  };
  for (const [name, result] of Object.entries(parts)) {
    if (result && !result.success) {
      const issue = result.error.issues[0];
      return {
        success: false,
        detail: `${name}.${issue?.path.join('.') ?? ''}: ${issue?.message}`,
      };
    }
  }
  return {
    success: true,
    data: {
      params: parts.params?.data as z.output<P>,
      query: parts.query?.data as z.output<Q>,
      body: parts.body?.data as z.output<B>,
    },
  };
};

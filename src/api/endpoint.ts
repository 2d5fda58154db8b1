import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the platform API. The client sends it and parses the reply with `response`;
 * the demo platform (src/mocks) matches `method` + `path` and parses requests with `query`/`body`,
 * so the mock cannot drift from the client.
 *
 * `path` uses `:name` placeholders (`/lists/:listId`), filled from `params`.
 */
export interface Endpoint<
  TParams extends z.ZodMiniType = z.ZodMiniType,
  TQuery extends z.ZodMiniType = z.ZodMiniType,
  TBody extends z.ZodMiniType = z.ZodMiniType,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** Schema of a successful reply; `z.void()`/`z.undefined()` for 204 replies. */
  response: TResponse;
  /** Sends the bearer token when the user has one; `required` makes the platform answer 401 without it. */
  auth?: 'optional' | 'required';
  /** `form` posts application/x-www-form-urlencoded (newsletter); default JSON. */
  encoding?: 'json' | 'form';
}

export const endpoint = <
  TParams extends z.ZodMiniType = z.ZodMiniUndefined,
  TQuery extends z.ZodMiniType = z.ZodMiniUndefined,
  TBody extends z.ZodMiniType = z.ZodMiniUndefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
>(
  def: Endpoint<TParams, TQuery, TBody, TResponse>,
): Endpoint<TParams, TQuery, TBody, TResponse> => def;

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** Fills `:name` placeholders; values are URI-encoded. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

/**
 * The platform side of the query encoding: a key that occurs once gives a string, a repeated key
 * (`?codes=PR1&codes=PR2`, how the client sends arrays) gives an array. Parse the result with the
 * endpoint's `query` schema.
 */
export const queryFromSearchParams = (
  params: URLSearchParams,
): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
};

/** The bearer token lives only in this cookie (never in localStorage). */
export const TOKEN_COOKIE = 'token';

/** Anything with a `cookie` property: `document`, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

const ATTRIBUTES = 'Path=/; Secure; SameSite=Strict';

const defaultJar = (): CookieJar | undefined => (globalThis as { document?: CookieJar }).document;

/** The token, or undefined when there is none (or no document, as in Node). */
export const readTokenCookie = (jar: CookieJar | undefined = defaultJar()): string | undefined => {
  if (!jar) return undefined;
  for (const part of jar.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    const raw = rest.join('=');
    if (!raw) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
};

/**
 * Stores the token. Without `maxAgeSeconds` it is a session cookie (gone when the browser closes).
 */
export const writeTokenCookie = (
  token: string,
  options: { maxAgeSeconds?: number; jar?: CookieJar } = {},
): void => {
  const jar = options.jar ?? defaultJar();
  if (!jar) return;
  const maxAge = options.maxAgeSeconds === undefined ? '' : `; Max-Age=${options.maxAgeSeconds}`;
  jar.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${ATTRIBUTES}${maxAge}`;
};

/** Removes the token (logout, 401). */
export const clearTokenCookie = (jar: CookieJar | undefined = defaultJar()): void => {
  if (!jar) return;
  jar.cookie = `${TOKEN_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
};

import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * The shop's security headers (DESIGN.md §9), built from the build's environment so the CSP
 * names the platform's own origins instead of any `https:`:
 * - `connect-src`: the API (`VITE_API_URL`) and the newsletter form (`VITE_NEWSLETTER_URL`);
 * - `img-src`: the API (catalogue images, avatars), the content's image hosts
 *   (`VITE_IMAGE_ORIGINS`, space or comma separated) and the map's tiles (`VITE_MAP_TILES_URL`);
 * - `form-action`: the shop and the newsletter form.
 * The index.html gets the policy as a meta tag (what every host serves); `vite preview` and the
 * `_headers` file of the build (Netlify, Cloudflare Pages) send it as a header with
 * `frame-ancestors`, which only works there, and the other headers a static host should send.
 */
export type BuildEnv = Record<string, string | undefined>;

/** The origin of an absolute http(s) URL, or undefined for a path (`/api`) or anything else. */
export function originOf(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** The origins the shop talks to, by directive. */
export function platformOrigins(env: BuildEnv) {
  const api = originOf(env.VITE_API_URL);
  const newsletter = originOf(env.VITE_NEWSLETTER_URL);
  const images = (env.VITE_IMAGE_ORIGINS ?? '').split(/[\s,]+/).map(originOf);
  // The address map's basemap tiles (a `{z}/{x}/{y}` template: its origin).
  const tiles = originOf(env.VITE_MAP_TILES_URL?.replace(/\{[a-z]\}/g, '0'));
  return {
    connect: unique([api, newsletter]),
    img: unique([api, ...images, tiles]),
    form: unique([newsletter]),
  };
}

/**
 * The policy for the meta tag (no `frame-ancestors`: browsers ignore it there). `scriptHashes`:
 * the CSP sources of the page's inline scripts (the kept look), the only inline script allowed.
 */
export function contentSecurityPolicy(env: BuildEnv, scriptHashes: readonly string[] = []): string {
  const origins = platformOrigins(env);
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes)}`,
    "object-src 'none'",
    "base-uri 'none'",
    `img-src ${list("'self'", 'data:', ...origins.img)}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${list("'self'", ...origins.connect)}`,
    `form-action ${list("'self'", ...origins.form)}`,
  ].join('; ');
}

/**
 * Only the shop may ask for the position (the store finder and the address sheet); no camera,
 * microphone, payment handler or sensors for anyone.
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()';

/** Every header a static host should send with the shop's pages. */
export function securityHeaders(
  env: BuildEnv,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(env, scriptHashes)}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * The build's own files (`assets/`) are named by their content's hash: a new version of the shop
 * has new names, so a browser keeps them for a year without asking again. A returning shopper's
 * page then loads its scripts from the cache, with no request for each of them.
 */
export const ASSETS_PATH = '/assets/';
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * For `vite preview`: its static server (sirv) writes its own `Cache-Control` as it answers; this
 * one wins, for a file that is there (200, 304) and is not the HTML fallback a missing one gets.
 */
export function keepAssetsCached(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find(
      (part): part is Record<string, unknown> =>
        Boolean(part) && typeof part === 'object' && !Array.isArray(part),
    );
    const type = String(headers?.['Content-Type'] ?? res.getHeader('Content-Type') ?? '');
    if ((status === 200 || status === 304) && !type.includes('text/html')) {
      if (headers) headers['Cache-Control'] = ASSETS_CACHE_CONTROL;
      res.setHeader('Cache-Control', ASSETS_CACHE_CONTROL);
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages: the security headers for every path, and
 * the build's hashed files kept for a year.
 */
export function headersFile(env: BuildEnv, scriptHashes: readonly string[] = []): string {
  const lines = Object.entries(securityHeaders(env, scriptHashes)).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return [
    '# Headers of the shop, written by the build (vite-plugins/security-headers.ts).',
    '/*',
    ...lines,
    `${ASSETS_PATH}*`,
    `  Cache-Control: ${ASSETS_CACHE_CONTROL}`,
    '',
  ].join('\n');
}

/** Puts the CSP meta tag into index.html and `_headers` into the build. */
export function securityHeadersPlugin(env: BuildEnv, scriptHashes: readonly string[] = []): Plugin {
  return {
    name: 'security-headers',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, scriptHashes)}" />`,
      ),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(env, scriptHashes),
      });
    },
  };
}

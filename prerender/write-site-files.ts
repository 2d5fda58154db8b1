import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiClient, appConfigFromEnv, createApiClient } from '@/api/client';
import { locales, withLocale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/seo';
import { installDemoFetch } from './demo-fetch';
import { EVERYONES_PRIVATE_PAGES } from './prerender-pages';
import { FIXED_PAGES, listPublicPages } from './public-pages';
import { robotsTxt, sitemapXml } from './site-files';

export interface SiteFilesOptions {
  outDir: string;
  /** The build's VITE_ variables (VITE_API_URL, VITE_APP_ID, VITE_SITE_URL). */
  env: Record<string, string | undefined>;
  /** The demo catalogue's size (DEMO_PRODUCTS). */
  productCount?: number | undefined;
}

/**
 * The platform the build points at, from Node: a real one (VITE_API_URL) over HTTP, or the demo
 * platform's handlers in this process (`installDemoFetch`), put away by `close`.
 */
export function buildTimeClient(
  env: SiteFilesOptions['env'],
  productCount?: number,
): { client: ApiClient; close: () => void } {
  const config = appConfigFromEnv(env);
  const close = config.baseURL === '/api' ? installDemoFetch(productCount) : () => undefined;
  const client = createApiClient({
    ...config,
    getLocale: () => 'el',
    getToken: () => undefined,
  });
  return { client, close };
}

/**
 * The addresses to prerender: the public pages and the private pages whose HTML is everyone's
 * (the cart), in both languages; pages named by a query left out.
 */
export const prerenderUrls = (publicPaths: readonly string[]): string[] =>
  [...publicPaths, ...EVERYONES_PRIVATE_PAGES]
    .filter((path) => !path.includes('?'))
    .flatMap((path) => locales.map((locale) => withLocale(path, locale)));

/**
 * Writes sitemap.xml (every public page, both languages) and robots.txt into the build; returns
 * the public pages (the prerender's list).
 */
export async function writeSiteFiles({
  outDir,
  env,
  client,
}: SiteFilesOptions & { client: ApiClient }) {
  const origin = siteOrigin(env.VITE_SITE_URL);
  // A platform that does not answer at build time (a staging URL, no network) must not fail
  // the build: the sitemap then lists the fixed pages, and the build says why.
  const listed = await listPublicPages(client).then(
    (pages) => ({ pages, error: undefined }),
    (error: unknown) => ({ pages: [...FIXED_PAGES], error: String(error) }),
  );
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(origin, listed.pages));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(origin));
  return listed;
}

export { prerenderPages } from './prerender-pages';

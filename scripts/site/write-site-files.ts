import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiClient, appConfigFromEnv, createApiClient } from '@/api/client';
import { siteOrigin } from '@/lib/seo';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';
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
 * platform's handlers in this process (msw/node), stopped by `close`.
 */
export async function buildTimeClient(
  env: SiteFilesOptions['env'],
  productCount?: number,
): Promise<{ client: ApiClient; close: () => void }> {
  const config = appConfigFromEnv(env);
  if (config.baseURL !== '/api') {
    const client = createApiClient({
      ...config,
      getLocale: () => 'el',
      getToken: () => undefined,
    });
    return { client, close: () => undefined };
  }
  const server = createDemoServer(productCount ? { productCount } : {});
  server.listen({ onUnhandledRequest: 'error' });
  return { client: createDemoApi().client, close: () => server.close() };
}

/** Writes sitemap.xml (every public page, both languages) and robots.txt into the build. */
export async function writeSiteFiles({ outDir, env, productCount }: SiteFilesOptions) {
  const origin = siteOrigin(env.VITE_SITE_URL);
  const { client, close } = await buildTimeClient(env, productCount);
  try {
    // A platform that does not answer at build time (a staging URL, no network) must not fail
    // the build: the sitemap then lists the fixed pages, and the build says why.
    const listed = await listPublicPages(client).then(
      (pages) => ({ pages, error: undefined }),
      (error: unknown) => ({ pages: [...FIXED_PAGES], error: String(error) }),
    );
    const { pages } = listed;
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(origin, pages));
    await writeFile(join(outDir, 'robots.txt'), robotsTxt(origin));
    return { pages: pages.length, error: listed.error };
  } finally {
    close();
  }
}

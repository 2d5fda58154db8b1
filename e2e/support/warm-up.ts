import type { FullConfig } from '@playwright/test';

/**
 * The demo platform builds its catalogue (10,000 products) on the first call and the server
 * compiles its code paths: one request to each common path takes that cost before anything is
 * measured or tested. `extra` adds paths (pages or API calls) the caller is about to use.
 * Returns how long it took.
 */
export async function warmDemoPlatform(base: string, extra: string[] = []): Promise<number> {
  const headers = { appId: 'demo-shop', 'Accept-Language': 'el' };
  const started = Date.now();
  const paths = [
    '/',
    '/api/v3/content/configuration',
    '/api/v3/offers?pageNumber=0',
    '/api/v3.1/products/search?product=feta',
    '/api/v3.1/products/search/suggestions?term=feta',
    '/api/v3/content/footer',
    ...extra,
  ];
  for (const path of paths) {
    const reply = await fetch(new URL(path, base), { headers }).catch(() => null);
    if (!reply?.ok) console.warn(`warm-up: ${path} answered ${reply?.status ?? 'nothing'}`);
  }
  return Date.now() - started;
}

/**
 * Playwright global setup, run once after the web server is up, before the first test: without
 * it the first tests of a run waited several seconds (and failed at the 7 s expect timeout).
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const base = config.projects[0]?.use.baseURL;
  if (!base) return;
  console.info(`warm-up: demo platform ready in ${await warmDemoPlatform(base)} ms`);
}

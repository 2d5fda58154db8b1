import type { FullConfig } from '@playwright/test';

/**
 * Runs once after the web server is up, before the first test: the demo platform builds its
 * catalogue (10,000 products) on the first call and the server compiles its code paths, which
 * made the first tests of a run wait several seconds (and fail at the 7 s expect timeout).
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const base = config.projects[0]?.use.baseURL;
  if (!base) return;
  const headers = { appId: 'demo-shop', 'Accept-Language': 'el' };
  const started = Date.now();
  const paths = [
    '/',
    '/api/v3/content/configuration',
    '/api/v3/offers?pageNumber=0',
    '/api/v3.1/products/search?product=feta',
    '/api/v3.1/products/search/suggestions?term=feta',
    '/api/v3/content/footer',
  ];
  for (const path of paths) {
    const reply = await fetch(new URL(path, base), { headers }).catch(() => null);
    if (!reply?.ok) console.warn(`warm-up: ${path} answered ${reply?.status ?? 'nothing'}`);
  }
  console.info(`warm-up: demo platform ready in ${Date.now() - started} ms`);
}

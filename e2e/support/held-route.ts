import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned release is called; then they reach the
 * platform (`continue`) or fail as a dropped connection (`abort`). For states that only last
 * while the platform has not answered yet.
 */
export async function holdRoute(
  page: Page,
  url: string,
  then: 'continue' | 'abort' = 'continue',
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    if (then === 'continue') await route.continue();
    else await route.abort().catch(() => {});
  });
  return release;
}

import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A prerendered page is on screen before its scripts have run; a press on it then does nothing
 * until the shop has hydrated it (src/app/hydrated-app.tsx marks #root `data-hydrated`). A shopper
 * waits for a page to be ready, and so do these tests: every page of a test's context waits, after
 * each load (goto, reload), until its page is client-rendered or hydrated.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root?.hasAttribute('data-prerendered') || root.hasAttribute('data-hydrated');
    },
    undefined,
    { timeout: 30_000 },
  );
}

const patched = new WeakSet<Page>();

/** goto and reload resolve once the page is interactive. */
export function waitForHydrationOnLoad(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // `waitUntil: 'commit'`: the test wants the page as it arrives (before its scripts).
    if (args[1]?.waitUntil !== 'commit') await waitUntilInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitUntilInteractive(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationOnLoad);
    for (const page of context.pages()) waitForHydrationOnLoad(page);
    await use(context);
  },
});

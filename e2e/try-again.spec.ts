import { expect, type Page, test } from '@playwright/test';
import { seedConsent } from './support/consent-ui';

/**
 * "Try again" on the fallback page asks for the failed data again: the page comes back without a
 * reload once the platform answers, keeping the shell (header, cart) around it.
 */
const cells: {
  page: string;
  url: string;
  /** The calls that fail until the shopper presses "Try again". */
  failing: string;
  loaded: (page: Page) => Promise<void>;
}[] = [
  {
    page: 'search results',
    url: '/en/search?product=feta',
    failing: '**/api/v3*/products/search**',
    loaded: (page) =>
      expect(page.getByRole('main').locator('a[href*="/products/"]').first()).toBeVisible(),
  },
  {
    page: 'product page',
    url: '/en/products/agora-deli-feta-cheese-300-g-1005',
    failing: '**/api/v3/products/**',
    loaded: (page) => expect(page.getByRole('heading', { level: 1, name: /Feta/ })).toBeVisible(),
  },
  {
    page: 'corporate page',
    url: '/en/corporate/faqs',
    failing: '**/api/v3/content/pages/**',
    loaded: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

for (const cell of cells) {
  test(`"Try again" on the fallback page loads the ${cell.page} again`, async ({ page }) => {
    await seedConsent(page);
    let failing = true;
    let calls = 0;
    await page.route(cell.failing, (route) => {
      if (!failing) return route.continue();
      calls += 1;
      return route.fulfill({
        status: 500,
        json: { code: 'SERVER_ERROR', userMessage: 'The shop is busy, try again.' },
      });
    });
    await page.goto(cell.url);
    const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    expect(calls).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    failing = false;
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await cell.loaded(page);
    await expect(fallback).toBeHidden();
    // The same document: no reload brought the page back.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
}

test('a home rail that cannot be loaded says so in its place; Try again brings it back', async ({
  page,
}) => {
  await seedConsent(page);
  let failing = true;
  await page.route('**/api/v3*/products/search?*', (route) =>
    failing && route.request().url().includes('offersOnly=true')
      ? route.fulfill({
          status: 500,
          json: { code: 'SERVER_ERROR', userMessage: 'The shop is busy, try again.' },
        })
      : route.continue(),
  );
  await page.goto('/en');
  const offers = page.getByRole('region', { name: 'Offers of the week' });
  const popular = page.getByRole('region', { name: 'Popular in Athens' });
  const note = offers.getByRole('status').filter({ hasText: 'could not be loaded' });
  await expect(note).toBeVisible({ timeout: 15_000 });
  // The rest of home stays: the other rail, the header's search and cart.
  await expect(popular.locator('a[href*="/products/"]').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cart, / })).toBeVisible();
  failing = false;
  await note.getByRole('button', { name: 'Try again' }).click();
  await expect(offers.locator('a[href*="/products/"]').first()).toBeVisible();
  await expect(note).toBeHidden();
});

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
    page: 'home rails',
    url: '/en',
    // The offers and popular rails (a product search each).
    failing: '**/api/v3*/products/search?*',
    loaded: (page) =>
      expect(page.getByTestId('home-content').locator('a[href*="/products/"]')).toHaveCount(6),
  },
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

import { seedConsent } from './support/consent-ui';
import { expect, test } from './support/test';

/**
 * A part of a page that cannot be loaded says so in its own place, with "Try again", and the rest
 * of the page stays. ("Try again" on the fallback page of a page whose own data failed: the page
 * rows of e2e/fault-matrix.spec.ts.)
 */
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
  // Home is prerendered with its rails: they are fetched when the shopper comes back to it.
  await page.goto('/en/cart');
  await page.getByRole('link', { name: 'Agora Market, home' }).click();
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

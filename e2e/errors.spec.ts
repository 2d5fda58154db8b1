import { expect, test } from './support/test';

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: false, ad: false, ux: false }),
    ),
  );
  await context.addCookies([{ name: 'demo_scenario', value: 'catalog-error', url: baseURL! }]);
});

test('a failing page shows the fallback page: server message, date and time, back action', async ({
  page,
  context,
  baseURL,
}) => {
  await context.clearCookies({ name: 'demo_scenario' });
  await page.goto('/en/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie statement' })).toBeVisible();
  await context.addCookies([{ name: 'demo_scenario', value: 'catalog-error', url: baseURL! }]);
  // The offers page is its products: their failure is the page's.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Offers' })
    .click();

  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The platform's own userMessage, not a generic text.
  await expect(fallback).not.toContainText('We could not show this page');
  await expect(fallback).toContainText(`Date and time: `);
  await expect(fallback).toContainText(String(new Date().getFullYear()));
  // The shell stays usable around the error.
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();

  await fallback.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/en\/cookies$/);
});

test('a malformed catalogue reply gives a clear message, not a crash or "undefined"', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'demo_scenario', value: 'catalog-malformed', url: baseURL! }]);
  // Offers and home are prerendered: the browser reads the catalogue when the shopper goes there
  // from another page.
  await page.goto('/en/cart');
  await page.getByRole('banner').getByRole('link', { name: 'Offers' }).click();
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(fallback).toContainText('We could not show this page');
  await expect(page.locator('body')).not.toContainText('undefined');
  await expect(page.locator('body')).not.toContainText('NaN');
  // On home the product rails say so in their place; the page itself stands.
  await page.getByRole('link', { name: 'Agora Market, home' }).click();
  await expect(
    page.getByRole('region', { name: 'Offers of the week' }).getByRole('status'),
  ).toContainText('These products could not be loaded right now.');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('undefined');
});

test('a content outage leaves the shop usable: the footer says so, products still show', async ({
  page,
  context,
  baseURL,
}) => {
  await context.clearCookies({ name: 'demo_scenario' });
  await context.addCookies([{ name: 'demo_scenario', value: 'server-error', url: baseURL! }]);
  // Search results are rendered in the browser: the footer's call fails there and it says so.
  await page.goto('/en/search?product=feta');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('The footer links could not be loaded');
  // A prerendered page keeps the footer of its HTML when the call to refresh it fails.
  await page.goto('/en');
  await expect(page.getByRole('article').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(footer).not.toContainText('could not be loaded');
});

import { expect, test } from './support/test';

/** Blocks whose content call failed come back without a reload (issue 22, item 7). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: false, ad: false, ux: false }),
    ),
  );
});

const FOOTER_CALL = '**/api/v3/content/footer*';
/**
 * A page rendered in the browser asks for the footer as it loads (a prerendered page has it in
 * its HTML: errors.spec.ts checks that a failing call then leaves it in place).
 */
const CLIENT_RENDERED = '/en/login';

test('a footer that failed while offline comes back when the browser is online again', async ({
  page,
  context,
}) => {
  await page.route(FOOTER_CALL, (route) => route.abort('internetdisconnected'));
  await page.goto(CLIENT_RENDERED);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('The footer links could not be loaded');
  await context.setOffline(true);
  await page.unroute(FOOTER_CALL);
  await context.setOffline(false);
  // No reload, no press: the footer's links and phone arrive on their own.
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(footer).not.toContainText('could not be loaded');
});

test('a footer that failed while online says so calmly and loads again on "Try again"', async ({
  page,
}) => {
  await page.route(FOOTER_CALL, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"BOOM"}' }),
  );
  await page.goto(CLIENT_RENDERED);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('The footer links could not be loaded');
  await page.unroute(FOOTER_CALL);
  await footer.getByRole('button', { name: 'Try again' }).click();
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(footer).not.toContainText('could not be loaded');
});

test('a page that failed to load while the connection dropped comes back once online', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  const product = page.getByRole('article').first().getByRole('link').first();
  await expect(product).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const PRODUCT_CALL = '**/api/v3/products/*';
  await page.route(PRODUCT_CALL, (route) => route.abort('internetdisconnected'));
  await product.click();
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await context.setOffline(true);
  await page.unroute(PRODUCT_CALL);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
  await expect(page.getByRole('button', { name: /Add to cart|Add/ }).first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

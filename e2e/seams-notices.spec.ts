import { chooseDelivery, chooseTakeAway, seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { mainMenu } from './support/shell-ui';
import { expect, type Page, test } from './support/test';
import { isUncovered } from './support/uncovered';

/**
 * Notices where journeys meet (issue 21, seam 11): toasts close by themselves, never follow the
 * shopper to another page, never cover the page's primary action, and stack without overlapping.
 */

const toast = (page: Page, text: RegExp | string) =>
  page.getByRole('status').filter({ hasText: text }).getByText(text);

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('a notice closes by itself and does not follow the shopper to another page @phone', async ({
  page,
}) => {
  await page.goto('/en');
  await chooseDelivery(page);
  const supported = toast(page, 'Great, we deliver to your address.');
  await expect(supported).toBeVisible();
  // It goes by itself after a few seconds.
  await expect(supported).toBeHidden({ timeout: 8_000 });

  await chooseTakeAway(page);
  const selected = toast(page, 'Your pick-up shop is selected.');
  await expect(selected).toBeVisible();
  await (await mainMenu(page)).getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL(/\/en\/offers/);
  await expect(selected).toBeHidden();
});

test('two notices stack without overlapping and leave the primary action free @phone', async ({
  page,
}) => {
  await seedCart(page, [{ sku: '1001', quantity: 2 }]);
  await page.goto('/en/cart');
  const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
  await proceed.scrollIntoViewIfNeeded();
  await chooseTakeAway(page);
  const selected = toast(page, 'Your pick-up shop is selected.');
  await expect(selected).toBeVisible();
  // The proceed button at the end of the cart can still be pressed where it is.
  await proceed.scrollIntoViewIfNeeded();
  expect(await isUncovered(proceed)).toBe(true);

  // A second notice on another page: an add to the cart beside the offers snackbar.
  await page.goto('/en/offers');
  const snackbar = page.getByTestId('offers-snackbar');
  await expect(snackbar).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add .* to cart$|^Add to cart/ })
    .first()
    .click();
  const added = toast(page, /added to your cart/);
  await expect(added).toBeVisible();
  const [a, b] = [await snackbar.boundingBox(), await added.boundingBox()];
  expect(a && b && !overlaps(a, b)).toBe(true);
});

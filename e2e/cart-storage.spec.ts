import { expect, test } from '@playwright/test';
import { cartUi, mince, seedCart, storedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';

/** What the stored cart survives: a line that cannot be read. */

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('one corrupt stored line: the others are kept and the shopper is told once', async ({
  page,
}) => {
  const feta = { ...tomatoes, id: '1003', sku: '1003', quantity: 1 };
  await seedCart(page, [tomatoes, { sku: 42, quantity: 'many' }, mince, feta]);
  await page.goto('/en');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'One item in your cart could not be restored.' });
  await expect(notice).toBeVisible();
  await expect(cartUi(page).button).toHaveAccessibleName('Cart, 4 items');
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      { sku: '1001', quantity: 2 },
      { sku: '1002', quantity: 1 },
      { sku: '1003', quantity: 1 },
    ]);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(cartUi(page).button).toHaveAccessibleName('Cart, 4 items');
  await expect(page.getByText('could not be restored')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { cartUi, mince, seedCart, storedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';

/** What the stored cart survives: a line that cannot be read, and two tabs changing it at once. */

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
  expect(await storedCart(page)).toEqual([
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

test('two tabs adding at the same millisecond: every add counts, in both tabs', async ({
  page,
}) => {
  await seedCart(page, [tomatoes, mince]);
  await page.goto('/en');
  const other = await page.context().newPage();
  await other.goto('/en');
  const tabs = [
    { page, press: 'One more Agora Select Tomatoes' },
    { page: other, press: 'One more Agora Butcher Beef mince' },
  ];
  for (const tab of tabs) {
    const cart = cartUi(tab.page);
    await cart.open();
    await expect(cart.sheet.getByRole('button', { name: tab.press })).toBeEnabled();
  }
  const PAIRS = 10;
  for (let pair = 0; pair < PAIRS; pair++) {
    // Both presses are scheduled for the same moment of the shared clock.
    const at = Date.now() + 150;
    await Promise.all(
      tabs.map((tab) =>
        tab.page.evaluate(
          ({ label, at }) =>
            new Promise<void>((resolve) => {
              setTimeout(
                () => {
                  (document.querySelector(`[aria-label="${label}"]`) as HTMLElement).click();
                  resolve();
                },
                Math.max(0, at - Date.now()),
              );
            }),
          { label: tab.press, at },
        ),
      ),
    );
  }
  // 2 + 10 tomatoes and 1 + 10 mince, seen by both tabs and kept for the next visit.
  for (const tab of tabs) {
    await expect(cartUi(tab.page).button).toHaveAccessibleName('Cart, 23 items');
  }
  expect(await storedCart(page)).toEqual([
    { sku: '1001', quantity: 12 },
    { sku: '1002', quantity: 11 },
  ]);
  await page.reload();
  await expect(cartUi(page).button).toHaveAccessibleName('Cart, 23 items');
});

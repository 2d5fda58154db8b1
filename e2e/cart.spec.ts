import { expectNoViolations } from './support/axe';
import {
  cartUi,
  chooseDelivery,
  chooseTakeAway,
  mince,
  seedCart,
  storedCart,
  tomatoes,
} from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { holdRoute } from './support/held-route';
import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  // Several sheets and a reload per test: slow against the dev server on a busy machine.
  test.setTimeout(240_000);
  await seedConsent(page);
});

test('side cart: totals, quantity, remove, and the cart survives a reload @phone', async ({
  page,
}) => {
  await seedCart(page, [tomatoes, mince]);
  await page.goto('/en');
  const cart = cartUi(page);
  await expect(cart.button).toHaveAccessibleName('Cart, 3 items');
  await chooseDelivery(page);
  await cart.open();
  await expect(cart.line('Tomatoes')).toContainText('€5.78');
  // 2 x 2.89 + 14.09 = 19.87, below 50: 3.00 delivery.
  await expect(cart.total).toHaveText('€22.87');
  await expect(cart.sheet.getByText('Delivery cost')).toBeVisible();
  await expect(
    cart.sheet.getByRole('progressbar', { name: 'Towards free delivery' }),
  ).toHaveAttribute('aria-valuenow', '40');
  // The progress mark is the shop's SVG (no emoji: they show as boxes without an emoji font).
  const mark = cart.sheet.getByTestId('progress-mark');
  await expect(mark.locator('svg')).toHaveAttribute('data-mark', 'onTheWay');
  await expectNoViolations(page);

  await cart.sheet.getByRole('button', { name: 'One more Agora Select Tomatoes' }).click();
  await expect(cart.total).toHaveText('€25.76');
  await expect(cart.button).toHaveAccessibleName('Cart, 4 items');
  await cart.sheet.getByRole('button', { name: 'Remove Agora Butcher Beef mince' }).click();
  await expect(cart.line('mince')).toHaveCount(0);
  // 3 x 2.89 = 8.67 is below the 15.00 minimum: MSG_ORDER00017 disables checkout.
  await expect(cart.sheet.getByText('The minimum order value is €15.00.')).toBeVisible();
  await expect(cart.sheet.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  // MSG_ORDER00017 changes the mark, and the editor's minimum-order image shows by the message.
  await expect(mark.locator('svg')).toHaveAttribute('data-mark', 'belowMinimum');
  await expect(cart.sheet.locator('[data-empty-state="minimum_order_value"] img')).toHaveAttribute(
    'src',
    /\/media\/content\/en\/minimum-order-value\.svg/,
  );
  const summary = cart.sheet.getByRole('region', { name: 'Order summary' });
  expect(await summary.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  await expect.poll(() => storedCart(page)).toEqual([{ sku: '1001', quantity: 3 }]);

  await page.reload();
  await expect(cart.button).toHaveAccessibleName('Cart, 3 items');
  await cart.open();
  await expect(cart.line('Tomatoes')).toContainText('€8.67');
});

test('a guest pressing Checkout before the configuration arrives goes on, not to login', async ({
  page,
}) => {
  // The side cart is the first part of the page to ask for the configuration (guest ordering):
  // a quick press used to read the missing reply as "no guests".
  const configuration: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/content/configuration')) configuration.push(r.url());
  });
  const release = await holdRoute(page, '**/content/configuration');
  await seedCart(page, [tomatoes]);
  await page.goto('/en');
  await chooseTakeAway(page);
  const cart = cartUi(page);
  await cart.open();
  await cart.sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect.poll(() => configuration.length).toBeGreaterThan(0);
  // The press waits, and says so.
  await expect(cart.sheet.getByRole('button', { name: 'Checking your cart…' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  release();
  await expect(page).toHaveURL(/\/en\/cart$/);
});

test('the network drops while the cart changes: the change is kept, priced once back, and after reload', async ({
  page,
  context,
}) => {
  await seedCart(page, [tomatoes, mince]);
  await page.goto('/en');
  await chooseTakeAway(page);
  const cart = cartUi(page);
  await cart.open();
  await expect(cart.total).toHaveText('€19.87');
  await context.setOffline(true);
  await cart.sheet.getByRole('button', { name: 'One more Agora Butcher Beef mince' }).click();
  // Offline the change is stored and waits: no pricing error, the side cart stays and says why
  // there are no totals.
  await expect(cart.sheet.getByText('You are offline: the prices will be checked')).toBeVisible();
  await expect(cart.total).toHaveCount(0);
  await expect(cart.button).toHaveAccessibleName('Cart, 4 items');
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      { sku: '1001', quantity: 2 },
      { sku: '1002', quantity: 2 },
    ]);
  await context.setOffline(false);
  await expect(cart.total).toHaveText('€33.96');
  await cart.sheet.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(cart.button).toHaveAccessibleName('Cart, 4 items');
  await chooseTakeAway(page);
  await cart.open();
  await expect(cart.total).toHaveText('€33.96');
});

test('with no shop chosen, every checkout press shows the snackbar with the side cart out of its way', async ({
  page,
}) => {
  await seedCart(page, [tomatoes]);
  await page.goto('/en');
  const cart = page.getByRole('button', { name: /^Cart/ });
  const snackbar = page
    .getByRole('status')
    .filter({ hasText: 'Choose a delivery address or a shop first.' });
  for (const press of [1, 2]) {
    await cart.click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await sideCart.getByRole('button', { name: 'Checkout' }).click();
    await expect(sideCart, `press ${press}`).toBeHidden();
    await expect(snackbar).toBeVisible();
    await expect(snackbar.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  }
});

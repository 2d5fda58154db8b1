import { cartUi, chooseTakeAway, seedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { expect, test } from './support/test';

test('a burst of 30 presses on "one more" counts every press and costs a few pricing calls', async ({
  page,
}) => {
  await seedConsent(page);
  await seedCart(page, [{ ...tomatoes, quantity: 1 }]);
  await page.goto('/en');
  await chooseTakeAway(page);
  const cart = cartUi(page);
  await cart.open();
  // Priced for the shop: 1 x 2.89 €.
  await expect(cart.total).toContainText('2.89');
  const pricings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/carts/price')) pricings.push(request.postData() ?? '');
  });
  await page.evaluate(async () => {
    const more = document.querySelector(
      '[aria-label="One more Agora Select Tomatoes"]',
    ) as HTMLElement;
    for (let press = 0; press < 30; press++) {
      more.click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  await expect(cart.button).toHaveAccessibleName('Cart, 31 items');
  // The last state is the one priced: 31 x 2.89 € = 89.59 €.
  await expect(cart.total).toContainText('89.59');
  test.info().annotations.push({ type: 'pricing calls', description: String(pricings.length) });
  expect(pricings.length).toBeLessThanOrEqual(5);
  expect(pricings.at(-1)).toContain('"quantity":31');
});

import { chooseDelivery, seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { reserveSlot } from './support/order-ui';
import { expect, type Page, test } from './support/test';

/** A guest's delivery in 11527 with a cart above its minimum (as in checkout.spec.ts). */
async function deliveryWithCart(page: Page) {
  await seedConsent(page);
  await seedCart(page, [
    { sku: '1001', quantity: 2 },
    { sku: '1002', quantity: 1 },
  ]);
  await page.goto('/en');
  await chooseDelivery(page);
}

/**
 * One pricing path (issue 43): the cart journey prices after each change and for a checkout press
 * (the press asks the cart and waits); a second press reads the first press's pricing while the
 * cart is as it priced it; the checkout summary and the order read the cart's pricing. From "Add
 * to cart" to the order: two calls (the add, the first press), and one more after a refusal.
 */
test('from "Add to cart" to a placed order: two pricings (the add, the first press), none at checkout but after a refusal', async ({
  page,
}) => {
  // Above the delivery minimum already; the feta is added below.
  await deliveryWithCart(page);
  await reserveSlot(page);
  await page.goto('/en/products/agora-deli-feta-cheese-300-g-1005');
  const add = page.getByRole('main').getByRole('button', { name: /^Add/ }).first();
  await expect(add).toBeEnabled({ timeout: 30_000 });
  // The page's own calls are done: from here on, each pricing call is counted.
  await page.waitForLoadState('networkidle');
  const pricings: { reservationRequestId?: string; items: { sku: string }[] }[] = [];
  const answers: Promise<{ order: { products: { sku: string; unitPrice: number }[] } }>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v3\/carts\/price$/.test(request.url())) {
      pricings.push(request.postDataJSON());
    }
  });
  page.on('response', (response) => {
    if (/\/api\/v3\/carts\/price$/.test(response.url())) answers.push(response.json());
  });

  await add.click();
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName(/^Cart, 4 items/);
  await cartButton.click();
  const sheet = page.getByRole('dialog', { name: 'Your cart' });
  await expect(sheet.getByTestId('cart-total')).toHaveText(/€/);
  // The add: one pricing (opening the side cart asks for none).
  expect(pricings).toHaveLength(1);
  await sheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  // The side cart's press.
  expect(pricings).toHaveLength(2);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/€/);
  // The /cart page's press reads the side cart press's pricing (nothing changed since); the
  // checkout summary shows the cart's pricing: no call.
  expect(pricings).toHaveLength(2);

  await page.getByRole('textbox', { name: 'First name' }).fill('Ελένη');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Παπαδοπούλου');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('eleni@example.gr');
  await page.getByText('Cash on delivery').click();

  // The platform refuses the first attempt (a price changed meanwhile): the cart is priced again,
  // once, and the summary shows that pricing.
  await page.route('**/api/v3/orders', (route) =>
    route.fulfill({
      status: 409,
      json: { code: 'PRICE_CHANGED', userMessage: 'The price of a product has changed.' },
    }),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
  await expect.poll(() => pricings.length).toBe(3);
  await expect(total).toHaveText(/€/);
  await page.unroute('**/api/v3/orders');

  const order = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/v3\/orders$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const items = (await order).postDataJSON().items as { sku: string; unitPrice: number }[];
  await expect(page).toHaveURL(/\/en\/thank-you\?/);

  // Placing the order asks for no pricing itself; every pricing was of the three lines for the
  // reserved slot.
  expect(pricings).toHaveLength(3);
  for (const pricing of pricings) {
    expect(pricing.items.map((item) => item.sku).sort()).toEqual(['1001', '1002', '1005']);
    expect(pricing.reservationRequestId).toBeTruthy();
  }
  // The order's unit prices are those of the last pricing, the one the summary showed.
  const last = await answers.at(-1)!;
  expect(items.map((item) => [item.sku, item.unitPrice]).sort()).toEqual(
    last.order.products.map((product) => [product.sku, product.unitPrice]).sort(),
  );
});

test('a pricing that fails on /checkout says so and is tried again from the summary @phone', async ({
  page,
}) => {
  await deliveryWithCart(page);
  await page.route('**/api/v3/carts/price', (route) => route.abort('internetdisconnected'));
  await page.goto('/en/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  const failure = summary.getByRole('alert');
  await expect(failure).toContainText('The prices could not be calculated.', { timeout: 30_000 });
  await expect(page.getByTestId('checkout-total')).toHaveCount(0);
  await page.unroute('**/api/v3/carts/price');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(/€/);
  await expect(failure).toHaveCount(0);
});

import { expectNoViolations } from './support/axe';
import { chooseDelivery, GUEST_CITY, seedCart, storedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { holdRoute } from './support/held-route';
import { chooseSavedAddress, logIn, ordersCount, reserveSlot } from './support/order-ui';
import { prebookUi } from './support/prebook-ui';
import { expect, type Page, test } from './support/test';

/** Two tomatoes (2.89 €) and minced beef (14.09 €): above the 15 € delivery minimum. */
const seedOrder = (page: Page) =>
  seedCart(page, [
    { sku: '1001', quantity: 2 },
    { sku: '1002', quantity: 1 },
  ]);

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await seedOrder(page);
});

test('a guest orders from home to thank-you', async ({ page }) => {
  await page.goto('/en');
  await chooseDelivery(page);
  await reserveSlot(page);
  // After the load the kept shop is checked with the platform again; held here until the
  // page has shown that it waits for it.
  const releaseCheck = await holdRoute(page, '**/api/v3/shops**');
  await page.goto('/en/checkout');
  const where = page.getByRole('region', { name: 'Delivery address' });
  await expect(where.getByRole('status')).toHaveText('Checking your shop…', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  releaseCheck();
  await expect(where).toContainText('Shop: ');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await page.unroute('**/api/v3/shops**');
  // The route chunk may take a while on a busy dev server.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  // No side cart button or time-slot control here (spec §2).
  await expect(prebookUi(page).slotButton).toBeHidden();
  // The city the guest typed, not the shop's (Athens).
  await expect(page.getByTestId('checkout-address')).toHaveText(`Ermou 12, ${GUEST_CITY} 11527`);
  await expect(page.getByTestId('checkout-slot')).toContainText('reserved for');
  await expect(page.getByTestId('checkout-total')).toHaveText(/€/);

  // Refused first: the contact is incomplete (the phone came from the address).
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'complete your contact' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('6912345678');
  await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ελένη');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Παπαδοπούλου');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('eleni@example.gr');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose how you will pay.' }),
  ).toBeVisible();
  await page.getByText('Cash on delivery').click();
  await page.getByRole('textbox', { name: 'Comments for your order' }).fill('Ring twice');
  const order = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/v3\/orders$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await order).postDataJSON().guest.address).toMatchObject({
    street: 'Ermou',
    streetNo: '12',
    postalCode: '11527',
    city: GUEST_CITY,
  });

  await expect(page).toHaveURL(/\/en\/thank-you\?/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^AG-\d{6}-\d+$/);
  await expectNoViolations(page);
  // The cart is empty after the order.
  await expect.poll(async () => (await storedCart(page)).length).toBe(0);
});

test('the demo customer orders and finds the order in the history', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(page, context, baseURL);
  const before = await ordersCount(page);
  await chooseSavedAddress(page);
  await reserveSlot(page);
  await page.goto('/en/checkout');
  // After the load the kept selection is checked with the platform before the shop shows.
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Shop: ', {
    timeout: 20_000,
  });
  // A customer gives no contact details: the account has them.
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
  await page.getByText('Card online').click();
  await expect(page.getByText('Visa · Mastercard · Maestro')).toBeVisible();
  // Gift orders are on in the demo configuration.
  await page.getByText('This order is a gift').click();
  await expect(page.getByRole('checkbox', { name: /This order is a gift/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const number = await page.getByTestId('order-number').textContent();
  await expect(page.getByRole('term').filter({ hasText: 'Total' })).toBeVisible();
  expect(await ordersCount(page)).toBe(before + 1);
  const reply = await page.request.get('/api/v3/users/me/orders', {
    headers: {
      appId: 'demo-shop',
      Authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'token')?.value}`,
    },
  });
  const history = (await reply.json()) as { items: { orderNumber: string; isGift: boolean }[] };
  expect(history.items[0]).toMatchObject({ orderNumber: number, isGift: true });
  // The gift orders page lists it.
  await page.goto('/en/user/gifts');
  await expect(page.getByRole('main').getByRole('link', { name: `Order ${number}` })).toBeVisible({
    timeout: 15_000,
  });
});

test('bundle offers: the sheet checks the cart against an offer', async ({ page }) => {
  await page.goto('/en/checkout');
  await page.getByRole('button', { name: 'See bundle offers' }).click();
  const sheet = page.getByRole('dialog', { name: 'Bundle offers' });
  await expect(sheet.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Check with my cart' }).first().click();
  await expect(sheet.getByRole('status').filter({ hasText: /Covered \d+ times/ })).toBeVisible();
  await expectNoViolations(page);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});

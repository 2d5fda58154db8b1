import { expectNoViolations } from './support/axe';
import { seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { chooseSavedAddress, logIn, ordersCount, reserveSlot } from './support/order-ui';
import { expect, type Page, type Route, test } from './support/test';

/**
 * An order the platform placed whose answer never reached the shop, and which cannot be looked
 * up: the retry sends the same idempotency key and the platform places it once. The other
 * unknown outcomes are walked by the checkout tours (e2e/journeys/checkout.spec.ts: a reload
 * after an unanswered order, "no such order", a lost connection), the fault matrix's order row
 * (a spoiled reply after the platform placed it: the order shown once) and the machine paths
 * (the same key on every retry, tests/journeys/checkout.paths.test.ts).
 */
const ORDERS = '**/api/v3/orders';
const LOOKUP = '**/api/v3/orders/by-key/**';

/**
 * Answers the order calls with `answer` (given which call it is, from 1) and returns the keys
 * they were sent with.
 */
async function orderCalls(page: Page, answer: (route: Route, call: number) => Promise<void>) {
  const keys: string[] = [];
  await page.route(ORDERS, (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    return answer(route, keys.length);
  });
  return keys;
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await seedConsent(page);
  // Two tomatoes and minced beef: above the delivery minimum.
  await seedCart(page, [
    { sku: '1001', quantity: 2 },
    { sku: '1002', quantity: 1 },
  ]);
  await logIn(page, context, baseURL);
  await chooseSavedAddress(page);
  await reserveSlot(page);
});

async function openCheckout(page: Page) {
  await page.goto('/en/checkout');
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Shop: ', {
    timeout: 20_000,
  });
  await page.getByText('Card on delivery').click();
}

const thankYou = (page: Page) => page.getByRole('heading', { name: 'Thank you for your order' });

test('no reply and no way to ask: retry sends the same key and places the order once', async ({
  page,
}) => {
  const before = await ordersCount(page);
  await openCheckout(page);
  const keys = await orderCalls(page, async (route, call) => {
    if (call > 1) return route.continue();
    // The platform places the order, but the answer never reaches the shop.
    await route.fetch();
    await route.abort('timedout');
  });
  await page.route(LOOKUP, (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('alert').filter({ hasText: 'Retry: no second order' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Retry placing the order' }).click();
  await expect(thankYou(page)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await ordersCount(page)).toBe(before + 1);
});

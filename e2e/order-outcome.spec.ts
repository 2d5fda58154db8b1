import { expectNoViolations } from './support/axe';
import { seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { chooseSavedAddress, logIn, ordersCount, reserveSlot } from './support/order-ui';
import { expect, type Page, type Route, test } from './support/test';

/**
 * An order whose reply leaves the outcome unknown (a server error after the platform committed,
 * a dropped connection, a reload in between) is looked up by its idempotency key: the shopper
 * sees the order that exists, and no path places a second one.
 */
const ORDERS = '**/api/v3/orders';
const LOOKUP = '**/api/v3/orders/by-key/**';
const serverError = { status: 500, json: { code: 'SERVER_ERROR', userMessage: 'Server error' } };

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

test('a server error after the platform placed the order shows that order, once', async ({
  page,
}) => {
  const before = await ordersCount(page);
  await openCheckout(page);
  const keys = await orderCalls(page, async (route) => {
    await route.fetch();
    await route.fulfill(serverError);
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(thankYou(page)).toBeVisible();
  const number = await page.getByTestId('order-number').textContent();
  expect(number).toMatch(/^AG-/);
  expect(keys).toHaveLength(1);
  expect(await ordersCount(page)).toBe(before + 1);
});

test('a gateway timeout before the platform placed it: the same order is sent again with its key', async ({
  page,
}) => {
  const before = await ordersCount(page);
  await openCheckout(page);
  const keys = await orderCalls(page, (route, call) =>
    call === 1 ? route.fulfill({ ...serverError, status: 504 }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your order was not placed and nothing was charged.' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(thankYou(page)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await ordersCount(page)).toBe(before + 1);
});

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

test('a reload after an unanswered order: the page asks the platform first and shows the order', async ({
  page,
}) => {
  const before = await ordersCount(page);
  await openCheckout(page);
  await page.route(ORDERS, async (route) => {
    await route.fetch();
    await route.abort('connectionfailed');
  });
  await page.route(LOOKUP, (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Retry placing the order' })).toBeVisible();
  // The connection is back when the shopper reloads.
  await page.unroute(ORDERS);
  await page.unroute(LOOKUP);
  await page.reload();
  await expect(thankYou(page)).toBeVisible({ timeout: 20_000 });
  expect(await ordersCount(page)).toBe(before + 1);
});

import { type BrowserContext, expect, type Page } from '@playwright/test';
import { logInAsDemoCustomer } from './demo-login';
import { prebookUi } from './prebook-ui';

const serviceButton = (page: Page) => page.getByRole('button', { name: /Service and address/ });

/** The demo customer's first saved address through the selection sheets. */
export async function chooseSavedAddress(page: Page) {
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a delivery address' });
  await sheet.getByRole('button').filter({ hasText: /\d{5}/ }).first().click();
  await expect(sheet).toBeHidden();
}

/** Express delivery to the demo customer's first saved address. */
export async function chooseExpress(page: Page) {
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Express delivery' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a delivery address' });
  await sheet.getByRole('button').filter({ hasText: /\d{5}/ }).first().click();
  await expect(sheet).toBeHidden();
}

/** Reserves tomorrow's first free slot (today's may all be gone) through the pre-book sheet. */
export async function reserveSlot(page: Page) {
  const ui = prebookUi(page);
  await ui.reserveTomorrow();
  await expect(ui.slotButton).toHaveAccessibleName(/min left to order/);
}

export const ordersCount = async (page: Page) => {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const reply = await page.request.get('/api/v3/users/me/orders', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { totalItems: number }).totalItems;
};

export async function logIn(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await page.goto('/en');
  await logInAsDemoCustomer(page, context, baseURL);
  await page.reload();
}

/** One line of an order placed through the API: sku, quantity, options, comment. */
export type OrderLineSpec = [sku: string, quantity: number, options?: string[], comments?: string];

/**
 * A take-away order at the Kolonaki shop placed on the platform as the customer of `token`,
 * at today's prices (no time slot: the demo lets it be cancelled for an hour).
 */
export async function placeOrderThroughApi(page: Page, token: string, lines: OrderLineSpec[]) {
  const priceOf = async (sku: string) => {
    const product = await page.request.get(`/api/v3/products/${sku}`, {
      headers: { appId: 'demo-shop' },
    });
    return ((await product.json()) as { price: number }).price;
  };
  const items = await Promise.all(
    lines.map(async ([sku, quantity, options = [], comments = '']) => ({
      id: sku,
      sku,
      quantity,
      name: sku,
      unitPrice: await priceOf(sku),
      options,
      comments,
    })),
  );
  const reply = await page.request.post('/api/v3/orders', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}` },
    data: {
      idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
      shop: 'shop-kolonaki',
      deliveryService: 'takeAway',
      items,
      paymentMethod: 'CARD',
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as { orderId: string; orderNumber: string };
}

import { seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { prebookUi } from './support/prebook-ui';
import { firstPaint, sessionUi } from './support/session-ui';
import { type BrowserContext, expect, type Page, test } from './support/test';

/**
 * Two tabs agree (issue 21, seam 8): two pages of one browser context share localStorage and
 * cookies, as two tabs of one browser do. What one tab does to the reservation, the cart and the
 * session shows in the other without a reload.
 */

const orderLines = [
  { sku: '1001', quantity: 2 },
  { sku: '1002', quantity: 1 },
];

/** A second tab of the same browser, on the English shop. */
async function secondTab(context: BrowserContext, path = '/en'): Promise<Page> {
  const tab = await context.newPage();
  await seedConsent(tab);
  await tab.goto(path);
  return tab;
}

const minutesIn = (name: string | null) =>
  Number(/, (\d+) min left to order/.exec(name ?? '')?.[1]);

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('a slot reserved in one tab shows with its countdown in the other; a new slot follows @phone', async ({
  page,
  context,
}) => {
  test.slow();
  const a = prebookUi(page);
  await page.goto('/en');
  await a.chooseShop();
  const tab = await secondTab(context);
  const b = prebookUi(tab);
  await expect(b.slotButton).toHaveAccessibleName('Delivery time: choose a time slot', firstPaint);

  await a.reserveTomorrow();
  await expect(a.slotButton).toHaveAccessibleName(/min left to order/);
  const reserved = await a.slotButton.getAttribute('aria-label');
  // The same slot and the same minutes left, counted from the same expiry.
  await expect(b.slotButton).toHaveAccessibleName(reserved!);
  await expect(tab.getByRole('banner')).toContainText(`${minutesIn(reserved)} min`);

  // A picks another time: B counts down to the new reservation.
  await a.slotButton.click();
  // The days are fetched again on opening: pick once they are there.
  await expect(a.save).toBeVisible();
  await a.pick('times');
  await a.save.click();
  await expect(a.sheet).toBeHidden();
  await expect(a.slotButton).not.toHaveAccessibleName(reserved!);
  const changed = await a.slotButton.getAttribute('aria-label');
  await expect(b.slotButton).toHaveAccessibleName(changed!);
});

test('an order placed in one tab empties the cart and ends the reservation in the other @phone', async ({
  page,
  context,
}) => {
  test.slow();
  await seedCart(page, orderLines);
  const a = prebookUi(page);
  await page.goto('/en');
  await a.chooseShop();
  await a.reserveTomorrow();
  await expect(a.slotButton).toHaveAccessibleName(/min left to order/);

  const tab = await secondTab(context);
  const b = prebookUi(tab);
  await expect(b.slotButton).toHaveAccessibleName(/min left to order/, firstPaint);
  await expect(tab.getByRole('button', { name: /^Cart, 3 items/ })).toBeVisible();

  await a.placeOrder();
  // B was not touched: its header shows what the order left, an empty cart and no slot.
  await expect(tab.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
  await expect(b.slotButton).toHaveAccessibleName('Delivery time: choose a time slot');
  await expect(a.slotButton).toHaveAccessibleName('Delivery time: choose a time slot');
});

test('logging out in one tab logs the other out; its account page asks to log in @phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await logInAsDemoCustomer(page, context, baseURL);
  const a = sessionUi(page, context);
  await page.goto('/en');
  await expect(a.customerButton('Ελένη')).toBeVisible(firstPaint);
  const tab = await secondTab(context, '/en/user/history');
  const b = sessionUi(tab, context);
  await expect(b.customerButton('Ελένη')).toBeVisible(firstPaint);
  await expect(tab.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

  // Gone from a tab whose document is loaded again.
  for (const p of [page, tab])
    await p.evaluate(() => Object.assign(window, { sameDocument: true }));
  const menu = await a.openProfileMenu();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, log out' }).click();
  await expect(a.visitorButton).toBeVisible(firstPaint);

  // The other tab, without a reload: a visitor's account button, and the orders page asks for
  // a login that comes back to it.
  await expect(b.visitorButton).toBeVisible();
  // Neither tab loaded its page again.
  for (const p of [page, tab]) {
    expect(await p.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
  await expect(b.customerButton('Ελένη')).toHaveCount(0);
  await expect(tab.getByText(/Your session has ended/)).toBeVisible();
  await tab.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(b.loginForm).toBeVisible(firstPaint);
  expect(new URL(tab.url()).searchParams.get('redirect')).toMatch(/\/user\/history$/);
});

test('logging in in one tab signs the other in @phone', async ({ page, context }) => {
  test.slow();
  const a = sessionUi(page, context);
  await page.goto('/en/login');
  const tab = await secondTab(context, '/en/offers');
  const b = sessionUi(tab, context);
  await expect(b.visitorButton).toBeVisible(firstPaint);

  await expect(a.loginForm).toBeVisible(firstPaint);
  await a.fillLogin('demo@agora.gr', 'demo1234');
  await expect(a.customerButton('Ελένη')).toBeVisible(firstPaint);

  // The other tab shows the customer (profile loaded with the shared cookie), still on its page.
  await expect(b.customerButton('Ελένη')).toBeVisible();
  await expect(tab).toHaveURL(/\/en\/offers$/);
  const menu = await b.openProfileMenu();
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test("a logout in another tab drops this tab's delivery to the customer's saved address @phone", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await page.goto('/en');
  await logInAsDemoCustomer(page, context, baseURL);
  await page.goto('/en');
  // Delivery to the demo customer's work address (Marousi serves 15125), in this tab.
  const serviceButton = page.getByRole('button', { name: /Service and address/ });
  await serviceButton.click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a delivery address' });
  await sheet.getByRole('button', { name: /15125/ }).click();
  await expect(sheet).toBeHidden();
  await expect(serviceButton).toHaveAccessibleName(/Delivery · 15125/);

  // The customer logs out in another tab.
  const tab = await secondTab(context, '/en');
  const b = sessionUi(tab, context);
  const menu = await b.openProfileMenu();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: 'Yes, log out' }).click();
  await expect(b.visitorButton).toBeVisible(firstPaint);

  // This tab, without a reload: a visitor, whose header no longer claims the customer's address.
  await expect(sessionUi(page, context).visitorButton).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'your saved address is no longer used' }),
  ).toBeVisible();
  await expect(serviceButton).not.toHaveAccessibleName(/15125/);
  // This tab leaves the logout's reset alone: no shop or address kept, the delivery mode easy.
  const kept = await page.evaluate(() => ({
    selection: JSON.parse(localStorage.getItem('shopSelection') ?? '{}'),
    mode: localStorage.getItem('DeliveryMode'),
  }));
  expect(kept.mode).toBe('"easy"');
  expect(kept.selection.shopId ?? null).toBeNull();
  expect(kept.selection.addressId ?? null).toBeNull();
  await page.reload();
  await expect(serviceButton).not.toHaveAccessibleName(/15125/);
});

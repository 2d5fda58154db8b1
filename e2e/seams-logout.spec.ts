import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { firstPaint, sessionUi } from './support/session-ui';
import { expect, type Page, test } from './support/test';

/**
 * A logout from the shopper's side (spec §4 "Logout"), beside the session's generated tours:
 * everything of the session the browser kept is gone, the shop starts over as a visitor's on the
 * home page, the cart stays, and all of it without a page load (the visit's journeys reset
 * themselves). The other tab's side is in seams-tabs.spec.ts.
 */

/** What a session leaves in the browser before the logout (seeded once, not on later loads). */
const seeded = {
  DeliveryMode: '"takeAway"',
  IsFromLogin: 'true',
  // What the checkout keeps of an invoice typed but not ordered (src/app/actors/page/checkout-invoice.ts).
  temporaryInvoice: JSON.stringify({
    billing: 'invoice',
    invoice: {
      companyName: 'Agora Trade',
      vatNumber: '094014201',
      taxOffice: 'ΦΑΕ Αθηνών',
      activity: '',
      street: 'Πανεπιστημίου',
      streetNo: '10',
      postalCode: '10671',
      city: 'Αθήνα',
    },
  }),
  notSavedInvoiceFlag: 'true',
  chatbotSession: '"c-123"',
  chatbotHistory: '[]',
  cart: '[{"sku":"1001","quantity":2}]',
  // A take-away shop kept from before (restored and checked again on load).
  shopSelection:
    '{"service":"takeAway","shopId":"shop-kolonaki","postalCode":null,"guestAddress":null}',
};

const stored = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);

test('a logout clears the session and starts the shop over, without a page load; the cart stays @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const ui = sessionUi(page, context);
  await seedConsent(page);
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', '1');
  }, seeded);
  await logInAsDemoCustomer(page, context, baseURL);
  await page.goto('/en/offers');
  await expect(ui.customerButton('Ελένη')).toBeVisible(firstPaint);
  const service = page.getByRole('banner').getByRole('button', { name: /Service and address/ });
  await expect(service).toHaveAccessibleName(/Kolonaki/, firstPaint);
  const cartButton = ui.header.getByRole('button', { name: /^Cart, / });
  await expect(cartButton).not.toHaveAccessibleName('Cart, 0 items');
  const cartBefore = (await cartButton.textContent()) ?? '';
  // Gone if the document is loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await (await ui.openProfileMenu()).getByRole('menuitem', { name: 'Log out' }).click();
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(dialog).toBeHidden();
  await expect(ui.customerButton('Ελένη')).toBeVisible();

  await (await ui.openProfileMenu()).getByRole('menuitem', { name: 'Log out' }).click();
  await dialog.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/en$/, firstPaint);
  await expect(ui.visitorButton).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await ui.token()).toBeUndefined();
  // No shop kept: the header asks again; the cart is the same.
  await expect(service).toHaveAccessibleName(/Delivery or pickup\?/);
  await expect(cartButton).toHaveText(cartBefore);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const after = await stored(page);
  expect(after.DeliveryMode).toBe('"easy"');
  for (const key of [
    'IsFromLogin',
    'temporaryInvoice',
    'notSavedInvoiceFlag',
    'chatbotSession',
    'chatbotHistory',
  ]) {
    expect(after[key], key).toBeUndefined();
  }
  expect(after.shopSelection ?? '').not.toContain('shop-kolonaki');
  expect(after.cart).toContain('1001');

  // The account pages are a visitor's now: the orders page sends to the login form.
  await page.goto('/en/user/history');
  await expect(ui.loginForm).toBeVisible(firstPaint);
  // And a reload agrees: still a visitor with no shop, the cart kept.
  await page.reload();
  await expect(ui.visitorButton).toBeVisible(firstPaint);
  await expect(service).toHaveAccessibleName(/Delivery or pickup\?/);
  await expect(cartButton).toHaveText(cartBefore);
});

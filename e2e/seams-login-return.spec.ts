import { cartUi, seedCart, setScenarios, storedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { firstPaint } from './support/session-ui';
import { mainMenu } from './support/shell-ui';
import { expect, type Page, test } from './support/test';
import { widthFor } from './support/widths';

/**
 * Issue 21, seams 3 and 4: every login that interrupts a journey returns to it (the same path and
 * search, the cart merged, the interrupted action possible again), and /checkout sends a visitor
 * who may not order as a guest to log in before anything is filled. Everything is done as the
 * shopper does it: the real buttons, the real login and register forms.
 */
const labels = {
  el: {
    prefix: '',
    logIn: 'Σύνδεση',
    password: 'Κωδικός',
    proceed: 'Συνέχεια στην ολοκλήρωση',
    checkoutHeading: 'Ολοκλήρωση παραγγελίας',
    cartHeading: 'Το καλάθι σας',
    merged: 'Προσθέσαμε το αποθηκευμένο καλάθι σας',
    mergedOk: 'Εντάξει, συνέχεια',
    service: /^Υπηρεσία και διεύθυνση/,
    pickUp: 'Παραλαβή από το κατάστημα',
    chooseShop: 'Επιλέξτε κατάστημα για παραλαβή',
    shop: /Agora Κολωνάκι/,
    listsGate: 'Συνδεθείτε για να χρησιμοποιήσετε τις λίστες σας',
    saveToList: (name: string) => `Αποθήκευση του ${name} σε λίστα`,
    order: 'Παραγγελία AG-250611-1422',
  },
  en: {
    prefix: '/en',
    logIn: 'Log in',
    password: 'Password',
    proceed: 'Proceed to checkout',
    checkoutHeading: 'Checkout',
    cartHeading: 'Your cart',
    merged: 'We added your saved cart',
    mergedOk: 'OK, continue',
    service: /^Service and address/,
    pickUp: 'Pick-up at the shop',
    chooseShop: 'Choose a shop for pick-up',
    shop: /Agora Kolonaki/,
    listsGate: 'Log in to use your lists',
    saveToList: (name: string) => `Save ${name} to a list`,
    order: 'Order AG-250611-1422',
  },
} as const;
type Labels = (typeof labels)[keyof typeof labels];

/** A demo product: its page offers "Save to list" (named by the product's display name). */
const seaBream = {
  slug: 'pelagos-sea-bream-1-kg-1003',
  title: 'Τσιπούρα Pelagos 1 κιλό',
  displayName: 'Τσιπούρα Pelagos',
};

test.beforeEach(async ({ page }) => {
  // Several pages, a login and the merge per test, against the dev server on a busy machine.
  test.setTimeout(180_000);
  await seedConsent(page);
});

/** The URL of `path` (locale-free, with its search) in this locale, exactly. */
const exactly = (l: Labels, path: string) =>
  new RegExp(`${l.prefix}${path.replace(/[?.]/g, '\\$&')}$`);

/** The login page, with the way back to `path`. */
const loginFor = (l: Labels, path: string) =>
  new RegExp(`${l.prefix}/login\\?redirect=${encodeURIComponent(path).replace(/\./g, '\\.')}$`);

async function chooseTakeAway(page: Page, l: Labels) {
  await page.getByRole('button', { name: l.service }).click(firstPaint);
  await page.getByRole('button', { name: l.pickUp }).click();
  const sheet = page.getByRole('dialog', { name: l.chooseShop });
  await sheet.getByRole('button', { name: l.shop }).click();
  await expect(sheet).toBeHidden();
}

/** The demo customer logs in through the login form. */
async function logIn(page: Page, l: Labels) {
  const form = page.getByRole('form', { name: l.logIn });
  await form.getByRole('textbox', { name: 'E-mail' }).fill('demo@agora.gr', firstPaint);
  await form.getByLabel(l.password).fill('demo1234');
  await form.getByRole('button', { name: l.logIn }).click();
}

/**
 * The merge cart after the login: the demo customer's saved cart (tomatoes x2, feta x1) joins
 * the local one, the modal says so and is closed.
 */
async function closeMergeModal(page: Page, l: Labels) {
  const modal = page.getByRole('dialog', { name: l.merged });
  await expect(modal).toBeVisible(firstPaint);
  await modal.getByRole('button', { name: l.mergedOk }).click();
  await expect(modal).toBeHidden();
}

const quantities = async (page: Page) =>
  Object.fromEntries((await storedCart(page)).map(({ sku, quantity }) => [sku, quantity]));

/** Local tomatoes x2 plus the saved cart's tomatoes x2 and feta x1. */
const mergedCart = { '1001': 4, '1005': 1 };

for (const locale of ['el', 'en'] as const) {
  const l = labels[locale];

  test(`checkout press, guests disabled: log in, back on the cart, merged, checkout goes on (${locale})${widthFor(locale)}`, async ({
    page,
    baseURL,
  }) => {
    await setScenarios(page, baseURL!, 'guest-disabled');
    await seedCart(page, [tomatoes]);
    await page.goto(`${l.prefix}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: l.cartHeading })).toBeVisible(
      firstPaint,
    );
    await chooseTakeAway(page, l);
    await page.getByRole('button', { name: l.proceed, exact: true }).click();
    await expect(page).toHaveURL(loginFor(l, '/cart'), firstPaint);

    await logIn(page, l);
    await closeMergeModal(page, l);
    await expect(page).toHaveURL(exactly(l, '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: l.cartHeading })).toBeVisible();
    // The local line and the saved cart's: tomatoes (quantities combined) and feta.
    await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(2);
    await expect.poll(() => quantities(page)).toEqual(mergedCart);

    // The press the login interrupted goes on now.
    await page.getByRole('button', { name: l.proceed, exact: true }).click();
    await expect(page).toHaveURL(exactly(l, '/checkout'), firstPaint);
    await expect(page.getByRole('heading', { level: 1, name: l.checkoutHeading })).toBeVisible(
      firstPaint,
    );
  });

  test(`/checkout, guests disabled: a visitor logs in first and comes back to it (${locale})${widthFor(locale)}`, async ({
    page,
    baseURL,
  }) => {
    await setScenarios(page, baseURL!, 'guest-disabled');
    await seedCart(page, [tomatoes]);
    await page.goto(`${l.prefix}/checkout`);
    // Before anything is filled: the checkout page does not show at all.
    await expect(page).toHaveURL(loginFor(l, '/checkout'), firstPaint);
    await expect(page.getByRole('form', { name: l.logIn })).toBeVisible(firstPaint);
    await expect(page.getByRole('heading', { name: l.checkoutHeading })).toHaveCount(0);

    await logIn(page, l);
    await closeMergeModal(page, l);
    await expect(page).toHaveURL(exactly(l, '/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: l.checkoutHeading })).toBeVisible(
      firstPaint,
    );
    await expect.poll(() => quantities(page)).toEqual(mergedCart);
  });
}

test('/checkout with guests enabled still opens for a visitor @phone', async ({ page }) => {
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(firstPaint);
  await expect(page).toHaveURL(/\/en\/checkout$/);
});

/**
 * Guests disabled: a visitor with tomatoes in the cart, on `start` with a pick-up shop, presses
 * the side cart's Checkout and lands on the login page that returns to the cart.
 */
async function pressSideCartCheckout(page: Page, baseURL: string, start: string) {
  await setScenarios(page, baseURL, 'guest-disabled');
  await seedCart(page, [tomatoes]);
  await page.goto(start);
  await chooseTakeAway(page, labels.en);
  const cart = cartUi(page);
  await cart.open();
  await cart.sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(loginFor(labels.en, '/cart'), firstPaint);
}

test('side cart press on a product page, guests disabled: log in after reloading the login page, back on the cart, merged @phone', async ({
  page,
  baseURL,
}) => {
  const l = labels.en;
  // The press was going to the cart: the login returns there, not to the product page.
  await pressSideCartCheckout(page, baseURL!, `/en/products/${seaBream.slug}`);
  await page.reload();
  await expect(page).toHaveURL(loginFor(l, '/cart'));

  await logIn(page, l);
  await closeMergeModal(page, l);
  await expect(page).toHaveURL(exactly(l, '/cart'));
  await expect(page.getByRole('heading', { level: 1, name: l.cartHeading })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(2);
  await expect.poll(() => quantities(page)).toEqual(mergedCart);
  await page.getByRole('button', { name: l.proceed, exact: true }).click();
  await expect(page).toHaveURL(exactly(l, '/checkout'), firstPaint);
});

test('side cart press, guests disabled: register from the login page, back on the cart @phone', async ({
  page,
  baseURL,
}) => {
  const l = labels.en;
  await pressSideCartCheckout(page, baseURL!, '/en/search?product=tomatoes');

  // New here: the register page keeps the way back.
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click(firstPaint);
  await expect(page).toHaveURL(/\/en\/register\?redirect=%2Fcart$/, firstPaint);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Νίκος', firstPaint);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`seam-${Date.now()}@example.gr`);
  await form.getByLabel('Password (at least 8 characters)').fill('long-enough-1');
  await form.getByRole('button', { name: 'Create account' }).click();

  // A new customer has no saved cart: the cart is this visit's, and the press goes on from it.
  await expect(page).toHaveURL(exactly(l, '/cart'), firstPaint);
  await expect(page.getByRole('button', { name: 'Account of Νίκος' })).toBeVisible(firstPaint);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: l.proceed, exact: true }).click();
  await expect(page).toHaveURL(exactly(l, '/checkout'), firstPaint);
});

test('price-changes modal without a user: log in, straight on to checkout, the cart merged @phone', async ({
  page,
  baseURL,
}) => {
  const l = labels.en;
  await setScenarios(page, baseURL!, 'price-changed');
  await seedCart(page, [tomatoes]);
  await page.goto('/en/cart');
  await chooseTakeAway(page, l);
  await page.getByRole('button', { name: l.proceed, exact: true }).click();
  const changes = page.getByRole('alertdialog', { name: 'Your cart has changed' });
  await expect(changes).toBeVisible(firstPaint);
  await changes.getByRole('button', { name: 'Continue' }).click();
  // The press priced the cart and its changes are taken: the login goes on to checkout.
  await expect(page).toHaveURL(loginFor(l, '/checkout'), firstPaint);

  await logIn(page, l);
  await closeMergeModal(page, l);
  await expect(page).toHaveURL(exactly(l, '/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: l.checkoutHeading })).toBeVisible(
    firstPaint,
  );
  await expect.poll(() => quantities(page)).toEqual(mergedCart);
});

test('lists gate on a product page: log in, back on the product, the list sheet opens (el) @phone', async ({
  page,
}) => {
  const l = labels.el;
  const start = `/products/${seaBream.slug}`;
  const save = page.getByRole('button', { name: l.saveToList(seaBream.displayName) });
  await page.goto(start);
  await save.click(firstPaint);
  const gate = page.getByRole('dialog', { name: l.listsGate });
  await gate.getByRole('button', { name: l.logIn }).click(firstPaint);
  await expect(page).toHaveURL(loginFor(l, start), firstPaint);

  await logIn(page, l);
  await closeMergeModal(page, l);
  await expect(page).toHaveURL(exactly(l, start));
  await expect(page.getByRole('heading', { level: 1, name: seaBream.title })).toBeVisible();
  // What the gate interrupted is possible now: the list sheet opens instead of the gate.
  await save.click();
  await expect(page.getByRole('dialog', { name: l.saveToList(seaBream.displayName) })).toBeVisible(
    firstPaint,
  );
  await expect(gate).toHaveCount(0);
});

test('orders gate in the main menu: log in, back on the same search page, then the orders open @phone', async ({
  page,
}) => {
  const l = labels.en;
  const start = '/search?product=feta';
  await page.goto(`/en${start}`);
  await (await mainMenu(page)).getByText('My orders').click(firstPaint);
  const gate = page.getByRole('dialog', { name: 'Log in to see your orders' });
  await gate.getByRole('link', { name: 'Log in' }).click(firstPaint);
  await expect(page).toHaveURL(loginFor(l, start), firstPaint);

  await logIn(page, l);
  await closeMergeModal(page, l);
  await expect(page).toHaveURL(exactly(l, start));
  await (await mainMenu(page)).getByText('My orders').click();
  await expect(page).toHaveURL(/\/en\/user\/history$/, firstPaint);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible(firstPaint);
});

test('a guarded account page with a search: log in, back on the same order (el) @phone', async ({
  page,
}) => {
  const l = labels.el;
  const start = '/user/history/details?orderId=order-demo-3';
  await page.goto(start);
  await expect(page).toHaveURL(loginFor(l, start), firstPaint);
  await logIn(page, l);
  await closeMergeModal(page, l);
  await expect(page).toHaveURL(exactly(l, start));
  await expect(page.getByRole('region', { name: l.order })).toBeVisible(firstPaint);
});

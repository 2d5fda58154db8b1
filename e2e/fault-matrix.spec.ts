import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cartUi, chooseTakeAway, seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { FAULTS, type Fault, faultsForCall, injectFault, runClockUntil } from './support/faults';
import { chooseSavedAddress, ordersCount, reserveSlot } from './support/order-ui';
import { prebookUi } from './support/prebook-ui';
import { shopFooter } from './support/shell-ui';
import { expect, type Locator, type Page, type TestInfo, test } from './support/test';

/**
 * The fault matrix in the browser: the calls of the main journeys, generated from the one table
 * below, each under the faults `faultsForCall` gives it (the five take turns down the table; every
 * call of the contract meets all five at the API client, tests/api/fault-matrix.test.ts). One test
 * per call, one page: each of its faults in turn is put on the call, the call is triggered, and
 * the test asserts what the shopper
 * sees: (a) a message (an alert, a status, an alert dialog or the error page), (b) what they typed
 * and their cart (the header's count) kept, (c) once the fault is lifted, recovery through the
 * row's own retry path. A call whose write the platform did (a truncated or malformed reply to a
 * create) shows its result once instead of an error: the row's `done` says how.
 *
 * Each test writes its row of the report to `<output>/fault-matrix/`; the last worker to finish
 * merges them into `<output>/fault-matrix.json` and prints the table.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Row {
  /** `METHOD /path` of the call (the contract's). */
  call: string;
  /** The route the fault is put on (the method is the call's). */
  url: string | RegExp;
  /** Signed in as the demo customer before the first load. */
  customer?: boolean;
  /** Reaches the page the call starts from (once). */
  setup: (page: Page) => Promise<void>;
  /** Triggers the call (under each fault in turn; `n` numbers the attempt, for unique input). */
  act: (page: Page, n: number) => Promise<void>;
  /** The header's cart count after `act`, given the count before it (default: unchanged). */
  cartAfterAct?: (before: number) => number;
  /** Where the message must show (default: anywhere on the page). */
  message?: (page: Page) => Locator;
  /** What the shopper typed that must still be there after the failure. */
  kept?: (page: Page) => { field: Locator; value: string | RegExp }[];
  /** What must still show after the failure (the order's lines on the checkout page). */
  keptShown?: (page: Page) => Locator[];
  /** False where the page has no cart button in its header (checkout). */
  cartInHeader?: boolean;
  /** The row's retry path, once the fault is lifted. */
  retry: (page: Page) => Promise<void>;
  /** What the shopper sees once the call succeeded. */
  recovered: (page: Page) => Promise<void>;
  /**
   * For a write the platform did before its reply was spoiled (truncated, wrong shape): what the
   * shopper sees instead of an error (the result, once; `n` as for `act`). No retry is needed
   * then.
   */
  done?: (page: Page, n: number) => Promise<void>;
  /** Counts what the call creates on the platform (orders): one per attempt under every fault. */
  count?: (page: Page) => Promise<number>;
}

/** Two tomatoes and beef mince: "Cart, 3 items" in the header. */
const CART = [
  { sku: '1001', quantity: 2 },
  { sku: '1002', quantity: 1 },
];
const CART_ITEMS = 3;
const cartCount = async (page: Page) =>
  Number(
    ((await page.getByRole('button', { name: /^Cart, / }).textContent()) ?? '').match(/\d+/)?.[0],
  );

/** What counts as telling the shopper: a message that says the thing failed. */
const SAYS_SO =
  /unavailable|could not|went wrong|try again|not placed|did not hear|no connection|Retry|could not answer/i;

const messageOn = (scope: Page | Locator) =>
  scope
    .getByRole('alert')
    .or(scope.getByRole('alertdialog'))
    .or(scope.getByRole('status'))
    .filter({ hasText: SAYS_SO });

/** The fallback page shown when a page's data failed, and its retry. */
const errorPage = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
const tryAgainOnErrorPage = (page: Page) =>
  errorPage(page).getByRole('button', { name: 'Try again' }).click();

/** A page whose loader needs the call: opened under the fault, "Try again" on the error page. */
/**
 * A prerendered page's first load shows the data it was built with, whatever the platform says
 * then: its calls fail for a shopper who comes to it from another page of the shop. `via` opens
 * it that way (a client-rendered page, then a link).
 */
const pageRow = (
  call: string,
  url: string | RegExp,
  path: string,
  recovered: (page: Page) => Promise<void>,
  customer = false,
  via?: (page: Page) => Promise<void>,
): Row => ({
  call,
  url,
  customer,
  setup: async () => {},
  act: async (page) => {
    if (via) await via(page);
    else await page.goto(path);
  },
  message: errorPage,
  retry: tryAgainOnErrorPage,
  recovered,
});

const offersRail = (page: Page) => page.getByRole('region', { name: 'Offers of the week' });

const servicePicker = (page: Page) =>
  page.getByRole('dialog', { name: 'How would you like to shop?' });
const openServicePicker = (page: Page) =>
  page.getByRole('button', { name: /Service and address/ }).click();

const closeNewsletterThanks = async (page: Page) => {
  const thanks = page.getByRole('dialog', { name: 'Thank you for signing up' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(thanks).toBeHidden();
};

/** How many reservation retries the POST /v3/timeslots/reservations row made (each takes another slot). */
let retries = 0;

const rows: Row[] = [
  {
    // A rail of home says so in its own place; the rest of home stays, the other rail too.
    call: 'GET /v3.1/products/search (home rails)',
    url: /\/api\/v3\.1\/products\/search\?.*offersOnly=true/,
    setup: async () => {},
    act: async (page) => {
      // Home is prerendered: its rails are fetched by the browser when the shopper comes back.
      await page.goto('/en/cart');
      await page.getByRole('link', { name: 'Agora Market, home' }).click();
    },
    message: (page) => messageOn(offersRail(page)),
    keptShown: (page) => [
      page
        .getByRole('region', { name: 'Popular in Athens' })
        .locator('a[href*="/products/"]')
        .first(),
    ],
    retry: (page) => offersRail(page).getByRole('button', { name: 'Try again' }).click(),
    recovered: async (page) => {
      await expect(offersRail(page).locator('a[href*="/products/"]').first()).toBeVisible();
      await expect(messageOn(offersRail(page))).toHaveCount(0);
    },
  },
  pageRow(
    'GET /v3.1/products/search (results)',
    /\/api\/v3\.1\/products\/search\?/,
    '/en/search?product=feta',
    (page) =>
      expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
      ).toBeVisible(),
  ),
  pageRow(
    'GET /v3/products/:slug',
    '**/api/v3/products/agora-deli-feta-cheese-300-g-1005*',
    '/en/products/agora-deli-feta-cheese-300-g-1005',
    (page) => expect(page.getByRole('heading', { level: 1, name: /Feta/ })).toBeVisible(),
    false,
    async (page) => {
      await page.goto('/en/search?product=feta');
      await page
        .locator('main a[href="/en/products/agora-deli-feta-cheese-300-g-1005"]')
        .first()
        .click();
    },
  ),
  pageRow(
    'GET /v3/content/pages/:slug',
    '**/api/v3/content/pages/faqs*',
    '/en/corporate/faqs',
    (page) =>
      expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong'),
    false,
    async (page) => {
      await page.goto('/en/cart');
      await (await shopFooter(page)).getByRole('link', { name: 'FAQs' }).click();
    },
  ),
  {
    call: 'GET /v3/content/footer',
    url: '**/api/v3/content/footer*',
    setup: async () => {},
    act: async (page) => {
      // A page rendered in the browser: it asks for the footer as it loads (a prerendered page
      // has the footer in its HTML and keeps it when the refresh fails, errors.spec.ts).
      await page.goto('/en/search?product=feta');
    },
    message: (page) =>
      messageOn(page.getByRole('contentinfo')).or(
        page.getByRole('contentinfo').getByText('could not be loaded'),
      ),
    retry: (page) =>
      page.getByRole('contentinfo').getByRole('button', { name: 'Try again' }).click(),
    recovered: (page) =>
      expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toBeVisible(),
  },
  {
    call: 'GET /v3/shops (postal check)',
    url: '**/api/v3/shops?*',
    setup: async (page) => {
      await page.goto('/en');
      await openServicePicker(page);
      await servicePicker(page).getByRole('button', { name: 'Home delivery' }).click();
    },
    act: async (page) => {
      const sheet = page.getByRole('dialog', { name: 'Do we deliver to you?' });
      await sheet.getByRole('textbox', { name: 'Postal code' }).fill('');
      await sheet.getByRole('textbox', { name: 'Postal code' }).fill('11527');
      await sheet.getByRole('button', { name: 'Check' }).click();
    },
    kept: (page) => [
      {
        field: page
          .getByRole('dialog', { name: 'Do we deliver to you?' })
          .getByRole('textbox', { name: 'Postal code' }),
        value: '11527',
      },
    ],
    retry: (page) =>
      page
        .getByRole('dialog', { name: 'Do we deliver to you?' })
        .getByRole('button', { name: 'Try again' })
        .click(),
    recovered: (page) =>
      expect(page.getByRole('dialog', { name: 'Do we deliver to you?' })).toContainText(
        'Good news',
      ),
  },
  {
    call: 'GET /v3/shops/:shopId/delivery-days',
    url: '**/api/v3/shops/*/delivery-days*',
    setup: async (page) => {
      await page.goto('/en');
      await chooseTakeAway(page);
    },
    act: async (page) => {
      await prebookUi(page).slotButton.click();
    },
    message: (page) => prebookUi(page).sheet.getByRole('alert'),
    retry: (page) => prebookUi(page).retry.click(),
    recovered: async (page) => {
      const ui = prebookUi(page);
      await expect(ui.days.getByRole('radio').first()).toBeVisible();
      await ui.close.click();
      await expect(ui.sheet).toBeHidden();
    },
  },
  {
    call: 'POST /v3/timeslots/reservations',
    url: '**/api/v3/timeslots/reservations',
    setup: async (page) => {
      await page.goto('/en');
      await chooseTakeAway(page);
    },
    act: async (page) => {
      const ui = prebookUi(page);
      await ui.slotButton.click();
      await ui.pick('times');
      await expect(ui.times.getByRole('radio', { checked: true })).toHaveCount(1);
      await ui.save.click();
    },
    message: (page) => prebookUi(page).reservationError,
    retry: async (page) => {
      const ui = prebookUi(page);
      // The faults before ("no answer" waits out the call's timeout) moved the page's clock
      // minutes ahead; the platform's new reservation expires by its own clock, so a page ahead
      // by more than its 15 minutes saw it run out at once. The page's clock back in step first.
      await page.clock.setSystemTime(Date.now());
      await ui.reservationError.getByRole('button', { name: 'Choose another slot' }).click();
      // Each retry reserves another of tomorrow's slots: the shopper's earlier reservations
      // still count against a slot's capacity, and late in the day today's few free slots filled
      // up (409, the reservation error again).
      await ui.days
        .getByRole('radio', { name: /^Tomorrow/ })
        .locator('xpath=ancestor::label')
        .click();
      const free = ui.times.getByRole('radio', { disabled: false });
      await free.nth(retries++).locator('xpath=ancestor::label').click();
      await expect(ui.times.getByRole('radio', { checked: true })).toHaveCount(1);
      await ui.save.click();
    },
    recovered: (page) =>
      expect(prebookUi(page).slotButton).toHaveAccessibleName(/min left to order/),
  },
  {
    call: 'POST /v3/carts/price',
    url: '**/api/v3/carts/price',
    setup: async (page) => {
      await page.goto('/en');
      await chooseTakeAway(page);
    },
    // One more tomato in the side cart: the cart is priced again, and the count goes up by one.
    act: async (page) => {
      const cart = cartUi(page);
      if (!(await cart.sheet.isVisible())) await cart.open();
      await cart.sheet.getByRole('button', { name: 'One more Agora Select Tomatoes' }).click();
    },
    cartAfterAct: (before) => before + 1,
    // The side cart closes on the failure; opening it prices the cart again.
    retry: (page) => cartUi(page).open(),
    recovered: (page) => expect(cartUi(page).total).toHaveText(/^€\d+\.\d\d$/),
  },
  {
    call: 'POST /v3/auth/login',
    url: '**/api/v3/auth/login',
    setup: async (page) => {
      await page.goto('/en');
    },
    act: async (page) => {
      // Signed out, with the same three items each time (a login merges the saved cart in). The
      // cart is set once the last login's page is gone (its merge may still be writing), then read.
      await page.context().clearCookies({ name: 'token' });
      await page.goto('/en/login');
      await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), CART);
      await page.reload();
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByRole('textbox', { name: 'E-mail' }).fill('demo@agora.gr');
      await form.getByLabel('Password').fill('demo1234');
      await form.getByRole('button', { name: 'Log in' }).click();
    },
    cartAfterAct: () => CART_ITEMS,
    kept: (page) => [
      {
        field: page.getByRole('form', { name: 'Log in' }).getByRole('textbox', { name: 'E-mail' }),
        value: 'demo@agora.gr',
      },
    ],
    retry: (page) =>
      page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click(),
    recovered: (page) =>
      expect(page.getByRole('banner').getByRole('button', { name: /^Account of / })).toBeVisible(),
  },
  {
    ...pageRow(
      'GET /v3/users/me/addresses',
      '**/api/v3/users/me/addresses',
      '/en/user/addresses',
      (page) => expect(page.getByRole('button', { name: 'Add new address' })).toBeVisible(),
    ),
    customer: true,
    message: (page) => messageOn(page),
    retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  {
    ...pageRow('GET /v3.1/lists', '**/api/v3.1/lists?*', '/en/user/lists', (page) =>
      expect(page.getByRole('list', { name: 'Your lists' })).toBeVisible(),
    ),
    url: /\/api\/v3\.1\/lists(\?|$)/,
    customer: true,
    message: (page) => messageOn(page),
    retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  {
    ...pageRow(
      'GET /v3/users/me/orders',
      '**/api/v3/users/me/orders?*',
      '/en/user/history',
      (page) => expect(page.getByRole('main').getByRole('link').first()).toBeVisible(),
    ),
    url: /\/api\/v3\/users\/me\/orders(\?|$)/,
    customer: true,
    message: (page) => messageOn(page),
    retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  {
    call: 'POST /v3/newsletter/subscriptions',
    url: '**/api/v3/newsletter/subscriptions',
    setup: async (page) => {
      await page.goto('/en');
    },
    act: async (page) => {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox').first().fill('eleni@example.gr');
      await footer.getByRole('button', { name: 'Sign up' }).click();
    },
    kept: (page) => [
      {
        field: page.getByRole('contentinfo').getByRole('textbox').first(),
        value: 'eleni@example.gr',
      },
    ],
    retry: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }).click(),
    recovered: (page) => closeNewsletterThanks(page),
    // The form is posted no-cors and its reply never read: a reply the platform sent, however
    // spoiled, is a sign-up.
    done: (page) => closeNewsletterThanks(page),
  },
];

/** The demo customer's token (the cookie the shop reads), for calls made beside the page. */
const tokenOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
const asCustomer = async (page: Page) => ({
  appId: 'demo-shop',
  Authorization: `Bearer ${await tokenOf(page)}`,
});

/** The list the list-page row opens (created by its setup; one test per worker at a time). */
let listId = '';

const addressSheet = (page: Page) => page.getByRole('dialog', { name: 'Add new address' });
const checkoutThanks = (page: Page) =>
  page.getByRole('heading', { name: 'Thank you for your order' });

rows.push(
  {
    call: 'GET /v3/shops (pick-up shops)',
    url: '**/api/v3/shops?*',
    setup: async () => {},
    act: async (page) => {
      await page.goto('/en');
      await openServicePicker(page);
      await servicePicker(page).getByRole('button', { name: 'Pick-up at the shop' }).click();
    },
    retry: (page) =>
      page
        .getByRole('dialog', { name: 'Choose a shop for pick-up' })
        .getByRole('button', { name: 'Try again' })
        .click(),
    recovered: (page) =>
      expect(
        page
          .getByRole('dialog', { name: 'Choose a shop for pick-up' })
          .getByRole('button', { name: /Agora Kolonaki/ }),
      ).toBeVisible(),
  },
  {
    ...pageRow(
      'GET /v3/stores (store finder)',
      '**/api/v3/stores*',
      '/en/corporate/stores',
      (page) => expect(page.getByRole('list', { name: 'Stores' })).toBeVisible(),
    ),
    message: (page) => messageOn(page.getByRole('main')),
    retry: (page) => page.getByRole('main').getByRole('button', { name: 'Try again' }).click(),
  },
  {
    call: 'GET /v3.1/products/search/suggestions',
    url: '**/api/v3.1/products/search/suggestions*',
    setup: async (page) => {
      await page.goto('/en');
    },
    act: async (page) => {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('');
      await box.pressSequentially('tom');
    },
    message: (page) => page.getByText('Suggestions are unavailable. Press Enter to search.'),
    kept: (page) => [
      { field: page.getByRole('combobox', { name: 'Search products' }), value: 'tom' },
    ],
    // Typing on asks again.
    retry: (page) => page.getByRole('combobox', { name: 'Search products' }).press('a'),
    recovered: (page) =>
      expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible(),
  },
  {
    call: 'POST /v3/users/me/addresses',
    url: '**/api/v3/users/me/addresses',
    customer: true,
    setup: async (page) => {
      await page.goto('/en/user/addresses');
      await expect(page.getByRole('button', { name: 'Add new address' })).toBeVisible({
        timeout: 20_000,
      });
    },
    act: async (page, n) => {
      await page.getByRole('button', { name: 'Add new address' }).click();
      const sheet = addressSheet(page);
      await sheet.getByRole('combobox', { name: 'Street' }).fill('Ερμ');
      await page.getByRole('option', { name: 'Ερμού, Αθήνα 10563' }).click();
      await sheet.getByRole('textbox', { name: 'Number' }).fill(`${70 + n}`);
      await sheet.getByRole('textbox', { name: 'Phone' }).fill('6912345678');
      await sheet.getByRole('button', { name: 'Save address' }).click();
    },
    message: (page) => messageOn(addressSheet(page)),
    kept: (page) => [
      { field: addressSheet(page).getByRole('textbox', { name: 'Phone' }), value: '6912345678' },
    ],
    retry: (page) => addressSheet(page).getByRole('button', { name: 'Save address' }).click(),
    recovered: async (page) => {
      await expect(addressSheet(page)).toBeHidden();
    },
    // The address the platform saved behind a spoiled reply is read back and listed, once.
    done: async (page, n) => {
      await expect(addressSheet(page)).toBeHidden();
      await expect(page.getByRole('listitem', { name: `Ερμού ${70 + n}` })).toHaveCount(1);
    },
    // Saved once: one more address on the platform per attempt.
    count: async (page) => {
      const reply = await page.request.get('/api/v3/users/me/addresses', {
        headers: await asCustomer(page),
      });
      return ((await reply.json()) as unknown[]).length;
    },
  },
  {
    call: 'POST /lists',
    url: '**/api/lists',
    customer: true,
    setup: async (page) => {
      await page.goto('/en/user/lists');
      await expect(page.getByRole('list', { name: 'Your lists' })).toBeVisible({ timeout: 20_000 });
    },
    act: async (page, n) => {
      await page.getByRole('button', { name: 'Create a list' }).click();
      await page.getByRole('textbox', { name: 'List name' }).fill(`Fault list ${n}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    },
    message: (page) => messageOn(page.getByRole('dialog')),
    kept: (page) => [
      { field: page.getByRole('textbox', { name: 'List name' }), value: /^Fault list \d$/ },
    ],
    retry: (page) => page.getByRole('dialog').getByRole('button', { name: 'Save' }).click(),
    recovered: (page) => expect(page.getByRole('dialog')).toBeHidden(),
    // The list the platform created behind a spoiled reply shows, and no "already exists".
    done: async (page, n) => {
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(
        page.getByRole('listitem', { name: `Fault list ${n}`, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(/already exists|could not save/i)).toHaveCount(0);
    },
    count: async (page) => {
      const reply = await page.request.get('/api/v3.1/lists', { headers: await asCustomer(page) });
      const body = (await reply.json()) as { items?: unknown[] } | unknown[];
      return Array.isArray(body) ? body.length : (body.items?.length ?? 0);
    },
  },
  {
    call: 'POST /v3/contact',
    url: '**/api/v3/contact',
    setup: async () => {},
    act: async (page) => {
      await page.goto('/en/corporate/contactform/contact-us');
      await page.getByRole('textbox', { name: 'Name' }).fill('Eleni');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('eleni@example.gr');
      await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Kifisia?');
      await page.getByRole('button', { name: 'Send message' }).click();
    },
    kept: (page) => [
      { field: page.getByRole('textbox', { name: 'Name' }), value: 'Eleni' },
      {
        field: page.getByRole('textbox', { name: 'Message' }),
        value: 'Do you deliver to Kifisia?',
      },
    ],
    retry: (page) => page.getByRole('button', { name: 'Send message' }).click(),
    recovered: (page) =>
      expect(page.getByRole('heading', { name: 'Thank you, your message was sent' })).toBeVisible(),
  },
  {
    call: 'POST /v3/orders',
    url: '**/api/v3/orders',
    customer: true,
    setup: async (page) => {
      await page.goto('/en');
      await chooseSavedAddress(page);
    },
    // A fresh order each time: the cart stored again, a slot reserved, the card chosen.
    act: async (page) => {
      await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), CART);
      await page.goto('/en');
      await reserveSlot(page);
      await page.goto('/en/checkout');
      await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Shop: ', {
        timeout: 20_000,
      });
      await page.getByText('Card on delivery').click();
      await page.getByRole('button', { name: 'Place order' }).click();
    },
    cartInHeader: false,
    keptShown: (page) => [
      page.getByRole('main').getByText('Agora Select Tomatoes').first(),
      page.getByRole('main').getByText('Agora Butcher Beef mince').first(),
    ],
    retry: (page) =>
      page.getByRole('button', { name: /^(Place order|Retry placing the order)$/ }).click(),
    recovered: (page) => expect(checkoutThanks(page)).toBeVisible({ timeout: 20_000 }),
    // The platform placed it; the shop looks the key up and shows that order.
    done: (page) => expect(checkoutThanks(page)).toBeVisible({ timeout: 20_000 }),
    count: ordersCount,
  },
  {
    call: 'GET /v3/users/me/orders/:orderId',
    url: /\/api\/v3\/users\/me\/orders\/[^/?]+/,
    customer: true,
    setup: async () => {},
    act: async (page) => {
      await page.goto('/en/user/history');
      const first = page
        .getByRole('main')
        .getByRole('link', { name: /^Order / })
        .first();
      await first.click();
    },
    retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
    recovered: (page) =>
      expect(page.getByRole('heading', { level: 2, name: /^Order / })).toBeVisible(),
  },
  {
    call: 'GET /v3/delivery-services',
    url: '**/api/v3/delivery-services*',
    setup: async () => {},
    act: async (page) => {
      await page.goto('/en');
      await openServicePicker(page);
    },
    message: (page) => messageOn(servicePicker(page)),
    retry: (page) => servicePicker(page).getByRole('button', { name: 'Try again' }).click(),
    recovered: (page) =>
      expect(servicePicker(page).getByRole('button', { name: 'Home delivery' })).toBeVisible(),
  },
  {
    call: 'GET /v3.1/lists/:listId/products',
    url: '**/api/v3.1/lists/*/products*',
    customer: true,
    setup: async (page) => {
      const reply = await page.request.post('/api/lists', {
        headers: await asCustomer(page),
        data: { label: 'Fault matrix list' },
      });
      expect(reply.ok()).toBe(true);
      listId = ((await reply.json()) as { _id: string })._id;
    },
    act: async (page) => {
      await page.goto(`/en/user/lists/list?id=${listId}`);
    },
    message: (page) => messageOn(page.getByRole('main')),
    retry: (page) => page.getByRole('main').getByRole('button', { name: 'Try again' }).click(),
    recovered: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Fault matrix list' })).toBeVisible(),
  },
);

interface Cell {
  fault: Fault;
  message: boolean;
  kept: boolean;
  recovered: boolean;
  /** Calls the fault answered. */
  hits: number;
  /** Created on the platform by this attempt (rows with `count`). */
  created?: number;
}

const reportDir = (info: TestInfo) => join(info.project.outputDir, 'fault-matrix');

for (const [index, row] of rows.entries()) {
  const faults = faultsForCall(index, Boolean(row.done));
  test(`fault matrix: ${row.call} (${faults.join(', ')})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const cells: Cell[] = [];
    await page.clock.install();
    await seedConsent(page);
    await seedCart(page, CART);
    if (row.customer) await logInAsDemoCustomer(page, context, baseURL);
    const method = row.call.split(' ')[0] as Method;
    const message = (row.message ?? messageOn)(page).first();
    try {
      await row.setup(page);
      for (const fault of faults) {
        await test.step(fault, async () => {
          const cell: Cell = { fault, message: false, kept: false, recovered: false, hits: 0 };
          cells.push(cell);
          const before = row.count ? await row.count(page) : 0;
          const cartBefore =
            page.url() === 'about:blank' || row.cartInHeader === false
              ? CART_ITEMS
              : await cartCount(page);
          // Nothing says "failed" before the fault (else the message below proves nothing).
          await expect(message).toBeHidden();
          const injected = await injectFault(page, row.url, method, fault);
          await row.act(page, FAULTS.indexOf(fault) + 1);
          const wrote = row.done && (fault === 'truncated JSON' || fault === 'wrong shape');
          if (wrote) {
            await row.done?.(page, FAULTS.indexOf(fault) + 1);
            cell.message = true;
          } else {
            await runClockUntil(page, fault, message, () => injected.hits() > 0);
            cell.message = true;
          }
          cell.hits = injected.hits();
          expect(cell.hits, 'the fault met the call').toBeGreaterThan(0);
          // A write that happened closes its form: nothing typed is left to keep.
          for (const { field, value } of wrote ? [] : (row.kept?.(page) ?? [])) {
            await expect(field).toHaveValue(value);
          }
          for (const shown of wrote ? [] : (row.keptShown?.(page) ?? [])) {
            await expect(shown).toBeVisible();
          }
          const cartAfter = row.cartAfterAct?.(cartBefore) ?? cartBefore;
          if (row.cartInHeader !== false) {
            await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(
              `Cart, ${cartAfter} item${cartAfter === 1 ? '' : 's'}`,
            );
          }
          cell.kept = true;
          await injected.remove();
          if (!wrote) {
            await row.retry(page);
            await row.recovered(page);
          }
          cell.recovered = true;
          if (row.count) {
            cell.created = (await row.count(page)) - before;
            expect(cell.created, 'one per attempt').toBe(1);
          }
        });
      }
    } finally {
      const dir = reportDir(testInfo);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, `${row.call.replace(/[^\w]+/g, '-')}.json`),
        JSON.stringify({ call: row.call, cells }),
      );
      for (const cell of cells) {
        testInfo.annotations.push({
          type: cell.fault,
          description: `message ${cell.message ? 'yes' : 'no'}, kept ${cell.kept ? 'yes' : 'no'}, recovered ${cell.recovered ? 'yes' : 'no'}${cell.created === undefined ? '' : `, created ${cell.created}`}`,
        });
      }
    }
  });
}

test.afterAll(async ({ browserName: _ }, testInfo) => {
  const dir = reportDir(testInfo);
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return;
  }
  const report = files
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { call: string; cells: Cell[] });
  const cells = report.flatMap((r) => r.cells);
  const ok = cells.filter((c) => c.message && c.kept && c.recovered).length;
  const summary = {
    calls: report.length,
    tried: cells.length,
    ok,
    report,
  };
  writeFileSync(
    join(testInfo.project.outputDir, 'fault-matrix.json'),
    JSON.stringify(summary, null, 2),
  );
  if (report.length < rows.length) return;
  const mark = (b: boolean) => (b ? 'y' : 'n');
  const lines = report.map(
    (r) =>
      `${r.call.padEnd(44)} ${r.cells.map((c) => `${c.fault}: ${mark(c.message)}${mark(c.kept)}${mark(c.recovered)}${c.created === undefined ? '' : `(${c.created})`}`).join('  ')}`,
  );
  const shown = FAULTS.map((fault) => `${fault} ${cells.filter((c) => c.fault === fault).length}`);
  process.stdout.write(
    [
      'fault matrix in the browser (message/kept/recovered per fault)',
      ...lines,
      `${report.length} calls: ${cells.length} cells tried, ${ok} ok (${shown.join(', ')})`,
      '',
    ].join('\n'),
  );
});

import { initialVisit, type VisitModelContext } from '@machines/visit-model/visit-model.machine';
import {
  generateVisitPaths,
  type VisitStep,
  walkedTransitions,
} from '@machines/visit-model/visit-model.paths';
import {
  cartUi,
  chooseTakeAway,
  setScenarios,
  submitGuestAddressInSheets,
} from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { addAddressFromHeader, type NewCustomer, registerCustomer } from '../support/new-customer';
import { prebookUi } from '../support/prebook-ui';
import { switchLanguage } from '../support/shell-ui';
import { type BrowserContext, expect, type Page, test } from '../support/test';
import { isUncovered } from '../support/uncovered';

/**
 * System paths: the whole visit (selection, cart, pre-book, checkout press, login and merge,
 * checkout, order) generated from machines/visit-model and walked in one browser against the demo
 * platform, with a reload or a second tab after every step. After each step every part of the
 * shop must agree with the model: the header (selection, time slot, cart, account), the page, and
 * a second tab. The customer is registered fresh for each path, so the saved server cart (which
 * the merge adds) and the saved addresses start empty: the customer's first delivery address is
 * added from the header. Every step is a shopper's action on the page (buttons, links, the
 * browser's reload and back button); only the platform's setting for guests is a cookie.
 */
const paths = generateVisitPaths();

test('the system paths are bounded and walk every model transition', () => {
  expect(paths.length).toBeGreaterThanOrEqual(3);
  expect(paths.length).toBeLessThanOrEqual(10);
  expect(walkedTransitions(paths).size).toBeGreaterThanOrEqual(25);
});

/**
 * The product the visit puts in the cart, named in each language (22.09 EUR: above the 15 EUR
 * minimum for delivery, so one line is enough to order).
 */
const salmon = { en: 'Agora Select Salmon fillet', el: 'Φιλέτο σολομού Agora Select' };

const LOAD = { timeout: 20_000 };

for (const [index, path] of paths.entries()) {
  test(`visit ${index + 1}: ${path.name}`, async ({ page, context, baseURL }) => {
    // About ten seconds a step on a loaded two-core host, and the registration.
    test.setTimeout(60_000 + path.steps.length * 12_000);
    const customer = await registerCustomer(page, 'Nikos');
    await seedConsent(page);
    await page.clock.install();
    await page.goto('/en');
    const visit: Walk = { before: initialVisit, customer, baseURL: baseURL!, hasAddress: false };
    for (const step of path.steps) {
      await perform(page, context, step, visit);
      await expectShop(page, step);
      visit.before = step.context;
    }
  });
}

/** What the walk knows besides the model: who the customer is, and whether they saved an address. */
interface Walk {
  before: VisitModelContext;
  customer: NewCustomer;
  baseURL: string;
  hasAddress: boolean;
}

const stateKey = (step: VisitStep) =>
  typeof step.state === 'string' ? step.state : JSON.stringify(step.state);
const header = (page: Page) => page.getByRole('banner');
const serviceButton = (page: Page) => page.getByRole('button', { name: /Service and address/ });

async function perform(page: Page, context: BrowserContext, step: VisitStep, visit: Walk) {
  const ui = prebookUi(page);
  const { before } = visit;
  switch (step.event.type) {
    case 'guests.off':
      // The platform's configuration, read when the shop loads.
      await setScenarios(page, visit.baseURL, 'guest-disabled');
      return page.reload();
    case 'shop.choose':
      if (!before.signedIn) return chooseTakeAway(page);
      // A new customer's first address is added from the header's sheet; later it is chosen there.
      if (visit.hasAddress) return chooseSavedAddress(page);
      await addAddressFromHeader(page);
      visit.hasAddress = true;
      return;
    case 'product.add': {
      // Found with the header search, added from the results.
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.fill('salmon');
      await search.press('Enter');
      await page
        .getByRole('main')
        .getByRole('button', { name: `Add ${salmon.en} to cart`, exact: true })
        .click();
      return;
    }
    case 'slot.reserve': {
      // From the expiry modal on checkout, or from the header.
      const fromModal = await ui.expiryModal.isVisible();
      if (fromModal)
        await ui.expiryModal.getByRole('button', { name: 'Choose a time slot' }).click();
      await ui.reserveTomorrow({ open: !fromModal });
      return;
    }
    case 'slot.expire': {
      // Reservations are held for 15 minutes.
      await page.clock.runFor(16 * 60_000);
      await expect(
        step.state === 'expiryModal'
          ? ui.expiryModal
          : ui.slotButton.and(page.getByRole('button', { name: /choose a time slot/ })),
      ).toBeVisible();
      // Back to the platform's time, so the next reservation is not born expired; the kept copy
      // ran out in that time too, as it would have with the real clock (a reload, a second tab).
      await page.clock.setSystemTime(Date.now());
      await page.evaluate((past) => {
        const kept = JSON.parse(localStorage.getItem('reservation') ?? 'null');
        if (kept) localStorage.setItem('reservation', JSON.stringify({ ...kept, expiresAt: past }));
      }, new Date(Date.now() - 60_000).toISOString());
      return;
    }
    case 'checkout.go': {
      const cart = cartUi(page);
      await cart.open();
      await cart.sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
      if (stateKey(step) === '{"inShop":"loginFromPress"}') {
        // Sent to log in, with the way back to the cart.
        await expect(page).toHaveURL(/\/en\/login\?redirect=/, LOAD);
        return;
      }
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      return;
    }
    case 'checkout.open':
      // The address typed or bookmarked: a visitor who may not order as a guest logs in first.
      await page.goto('/en/checkout');
      await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fcheckout$/, LOAD);
      return;
    case 'order.place':
      if (!before.signedIn) {
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        await field('First name').fill('Maria');
        await field('Last name').fill('Papadaki');
        await field('E-mail').fill('maria@example.gr');
        await field('Contact phone').fill('6912345678');
      }
      await page.getByText('Cash on delivery').click();
      await page.getByRole('button', { name: 'Place order' }).click();
      return;
    case 'shopping.continue':
      return page.getByRole('link', { name: 'Agora Market, home' }).click();
    case 'login': {
      const url = new URL(page.url());
      const sentToLogin = url.pathname === '/en/login';
      // Back where the shopper was (path and search): the page the shop sent them from, or the
      // page they were on.
      const redirect = url.searchParams.get('redirect') ?? '/';
      const back = sentToLogin
        ? `/en${redirect === '/' ? '' : redirect}`
        : `${url.pathname}${url.search}`;
      if (!sentToLogin) {
        await header(page).getByRole('button', { name: 'Account', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Log in' }).click();
      }
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByRole('textbox', { name: 'E-mail' }).fill(visit.customer.email);
      await form.getByLabel('Password').fill(visit.customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL((now) => `${now.pathname}${now.search}` === back, LOAD);
      return;
    }
    case 'logout':
      await header(page)
        .getByRole('button', { name: /^Account of / })
        .click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Yes, log out' }).click();
      await expect(header(page).getByRole('button', { name: 'Account', exact: true })).toBeVisible(
        LOAD,
      );
      return;
    case 'page.reload':
      return page.reload();
    case 'tab.second': {
      // A second tab of the same browser agrees with the first; then it is closed.
      const second = await context.newPage();
      await second.goto(page.url());
      await expectShop(second, step);
      await second.close();
      return;
    }
    case 'language.switch':
      return cartInGreek(page);
    case 'choice.abandon':
      return abandonDeliveryTo19009(page);
    case 'cookies.review': {
      const where = page.url();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await expect(page).toHaveURL(/\/en\/cookies$/);
      await expect(page.getByRole('status').filter({ hasText: /choices/ })).toHaveText(
        'Your choices are saved.',
      );
      // The browser's back button returns to the page, everything as it was.
      await page.goBack();
      await expect(page).toHaveURL(where);
      return;
    }
  }
}

/** The cart line, added in English, is named in Greek after the switch; then back to English. */
async function cartInGreek(page: Page) {
  await switchLanguage(page, 'Ελληνικά');
  const sheet = page.getByRole('dialog', { name: 'Το καλάθι σας' });
  await expect(async () => {
    await page.getByRole('button', { name: /^Καλάθι, / }).click({ timeout: 5_000 });
    await expect(sheet).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const lines = sheet.getByTestId('cart-line');
  await expect(lines).toContainText([salmon.el]);
  await expect(lines).not.toContainText(salmon.en);
  await sheet.getByRole('button', { name: 'Κλείσιμο', exact: true }).click();
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/en(\/|$)/);
}

/**
 * Regular delivery, postal code 11527 (shops found), then a guest address in 19009 (no shop):
 * the unsupported screen, Close. Nothing was completed, so the header must not claim 11527.
 */
async function abandonDeliveryTo19009(page: Page) {
  await serviceButton(page).click();
  const form = await submitGuestAddressInSheets(page, '19009');
  await expect(form.getByRole('alert')).toBeVisible(LOAD);
  await form.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(serviceButton(page)).not.toHaveAccessibleName(/11527|19009/);
}

/** The customer's saved address, chosen in the header's address sheet. */
async function chooseSavedAddress(page: Page) {
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a delivery address' })
    .getByRole('button', { name: /Ερμού 12/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** What every part of the shop shows for the model's state after a step. */
const claimed = {
  none: /Delivery or pickup\?/,
  shop: /Pick-up · Agora Kolonaki/,
  address: /Delivery · 10563/,
} as const;

/** What every part of the shop shows for the model's state after a step. */
async function expectShop(page: Page, step: VisitStep) {
  const { context: c } = step;
  const state = stateKey(step);
  if (state === 'thankYou') {
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible(LOAD);
    return;
  }
  const ui = prebookUi(page);
  if (state === 'expiryModal') {
    await expect(ui.expiryModal).toBeVisible(LOAD);
    return;
  }
  // Who: the account button.
  await expect(
    c.signedIn
      ? header(page).getByRole('button', { name: 'Account of Nikos' })
      : header(page).getByRole('button', { name: 'Account', exact: true }),
  ).toBeVisible(LOAD);
  if (state.includes('loginFrom')) {
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible(LOAD);
    await expect(page).toHaveURL(
      state.includes('Checkout')
        ? /\/en\/login\?redirect=%2Fcheckout$/
        : /\/en\/login\?redirect=%2Fcart$/,
    );
    return;
  }
  // Where: only a completed selection is claimed (checked again after a load).
  await expect(serviceButton(page)).toBeEnabled(LOAD);
  await expect(serviceButton(page)).toHaveAccessibleName(claimed[c.selected]);
  if (state === '{"inShop":"checkout"}') {
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible(LOAD);
    // The chosen saved address (or shop) is where the order goes.
    if (c.selected === 'address') {
      await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(
        'Ερμού 12',
      );
    } else {
      await expect(page.getByRole('region', { name: 'Pick-up shop' })).toContainText(
        'Agora Kolonaki',
      );
    }
    await expect(page.getByRole('region', { name: 'Time slot' })).toContainText(
      c.slot === 'reserved' ? /reserved for \d+ more min/ : 'No time slot reserved yet.',
    );
    await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText(
      'Your cart is empty.',
    );
    // No notice of an earlier page covers the primary action.
    const place = page.getByRole('button', { name: 'Place order' });
    await place.scrollIntoViewIfNeeded();
    expect(await isUncovered(place)).toBe(true);
    return;
  }
  // The login the checkout press asked for returned to the cart page: what is in the cart.
  if (new URL(page.url()).pathname === '/en/cart') {
    await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible(LOAD);
    await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(c.items);
    return;
  }
  // When and what: the header's time slot and cart.
  await expect(ui.slotButton).toHaveAccessibleName(
    c.slot === 'reserved' ? /min left to order/ : 'Delivery time: choose a time slot',
  );
  await expect(header(page).getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(
    new RegExp(`^Cart, ${c.items} item`),
  );
}

import type { VisitContext } from '@machines/visit/visit.machine';
import { generateVisitPaths, type VisitStep, walkedTransitions } from '@machines/visit/visit.paths';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seedConsent } from '../support/consent-ui';
import { addAddressFromHeader, type NewCustomer, registerCustomer } from '../support/new-customer';
import { prebookUi } from '../support/prebook-ui';

/**
 * System paths: the whole visit (selection, cart, pre-book, checkout press, login and merge,
 * checkout, order) generated from machines/visit and walked in one browser against the demo
 * platform, with a reload or a second tab after every step. After each step every part of the
 * shop must agree with the model: the header (selection, time slot, cart, account), the page, and
 * a second tab. The customer is registered fresh for each path, so the saved server cart (which
 * the merge adds) and the saved addresses start empty: the customer's first delivery address is
 * added from the header.
 */
const paths = generateVisitPaths();

test('the system paths are bounded and walk every model transition', () => {
  expect(paths.length).toBeGreaterThanOrEqual(3);
  expect(paths.length).toBeLessThanOrEqual(10);
  expect(walkedTransitions(paths).size).toBeGreaterThanOrEqual(20);
});

const LOAD = { timeout: 20_000 };

for (const [index, path] of paths.entries()) {
  test(`visit ${index + 1}: ${path.name}`, async ({ page, context }) => {
    test.setTimeout(150_000);
    const customer = await registerCustomer(page, 'Nikos');
    await seedConsent(page);
    await page.clock.install();
    await page.goto('/en');
    let before: VisitContext = {
      signedIn: false,
      selected: false,
      items: 0,
      slot: 'none',
      orders: 0,
    };
    for (const step of path.steps) {
      await perform(page, context, step, before, customer);
      await expectShop(page, step);
      before = step.context;
    }
  });
}

const header = (page: Page) => page.getByRole('banner');
const serviceButton = (page: Page) => page.getByRole('button', { name: /Service and address/ });

async function perform(
  page: Page,
  context: BrowserContext,
  step: VisitStep,
  before: VisitContext,
  customer: NewCustomer,
) {
  const ui = prebookUi(page);
  switch (step.event.type) {
    case 'shop.choose':
      // A new customer has no saved address: the first one is added from the header's sheet.
      return before.signedIn ? addAddressFromHeader(page) : pickUpAtKolonaki(page);
    case 'product.add': {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Offers' })
        .click();
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Add .+ to cart$/ })
        .first()
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
    case 'checkout.go':
      await header(page)
        .getByRole('button', { name: /^Cart, / })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Checkout', exact: true }).click();
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
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
      const where = new URL(page.url()).pathname;
      await header(page).getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Log in' }).click();
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
      await form.getByLabel('Password').fill(customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();
      // Back where the shopper was.
      await expect(page).toHaveURL(new RegExp(`${where}$`), LOAD);
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
  }
}

async function pickUpAtKolonaki(page: Page) {
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a shop for pick-up' })
    .getByRole('button', { name: /Agora Kolonaki/ })
    .click();
}

/** What every part of the shop shows for the model's state after a step. */
async function expectShop(page: Page, step: VisitStep) {
  const { context: c } = step;
  const state = typeof step.state === 'string' ? step.state : JSON.stringify(step.state);
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
  // Where: only a completed selection is claimed (checked again after a load).
  await expect(serviceButton(page)).toBeEnabled(LOAD);
  await expect(serviceButton(page)).toHaveAccessibleName(
    c.selected ? /Pick-up · Agora Kolonaki|Delivery · 10563/ : /Delivery or pickup\?/,
  );
  if (state === '{"inShop":"checkout"}') {
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible(LOAD);
    await expect(page.getByRole('region', { name: 'Time slot' })).toContainText(
      c.slot === 'reserved' ? /reserved for \d+ more min/ : 'No time slot reserved yet.',
    );
    await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText(
      'Your cart is empty.',
    );
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

import { checkoutPressMachine } from '@machines/checkout-press/checkout-press.machine';
import { checkoutPressModel } from '@machines/checkout-press/checkout-press.model';
import { branchOf, type Press, presses } from '@machines/checkout-press/checkout-press.walkable';
import { type JourneyPath, valueKey } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import {
  cartUi,
  chooseTakeAway,
  seedCart,
  setScenarios,
  signIn,
  tomatoes,
} from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { holdRoute } from '../support/held-route';
import { journeyOf, recordJourneys } from '../support/live-journeys';
import { sessionUi } from '../support/session-ui';
import { mainMenu } from '../support/shell-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the checkout press, generated from the same graph as the machine-level
 * tests and walked in one visit each (no reload: the press lives as long as the page). Every
 * press is made in the side cart over /offers, as the model says, in a situation arranged for
 * real just before it: logging in, choosing a pick-up shop, adding a product or removing the
 * lines; the demo platform's `guest-disabled` scenario turns guests off for a path that
 * meets the login guard. A press's situation takes the model's branch (login, shop, empty cart,
 * pricing); a field the earlier guards make irrelevant may differ (the login guard's press is
 * made with no shop chosen, so that a press without a shop can follow it).
 * The pricing the press waits for is held until the path's next step answers it: the platform's
 * reply, its reply with the `price-changed` scenario (the price-changes modal), or a dropped
 * connection. The shop's live inspection (e2e/support/live-journeys.ts) confirms that each step
 * took exactly the path's transition; the page shows each state.
 *
 * Not walkable (so reported as not walked): see machines/checkout-press/checkout-press.walkable.ts.
 */
const paths = generateUiTours(checkoutPressMachine, checkoutPressModel);

test.describe.configure({ timeout: 90_000 });

/** Also on a phone: the price-changes modal, and the select-shop snackbar dismissed. */
const onPhone = (path: JourneyPath) =>
  path.steps.some((s) => s.event.type === 'xstate.done.actor.priceChanges') ||
  (path.steps.length === 2 &&
    path.steps[1]!.event.type === 'notice.dismiss' &&
    valueKey(path.steps[0]!.state) === valueKey({ ready: 'selectShopNotice' }));

for (const path of paths) {
  test(`checkout press: ${path.name}`, { tag: onPhone(path) ? '@phone' : [] }, async ({
    page,
    baseURL,
  }) => {
    const all = presses(path);
    const guestsOff = all.some((p) => branchOf(p) === 'login');
    const scenarios = ['empty-server-cart', ...(guestsOff ? ['guest-disabled'] : [])];
    await seedConsent(page);
    await recordJourneys(page);
    await setScenarios(page, baseURL!, ...scenarios);
    // The situation the page is in; each press first changes what its branch needs.
    // `checked`: the cart shows the pricing a press asked for, which the next press reads as it is.
    const world = {
      signedIn: false,
      shop: false,
      lines: branchOf(all[0]!) !== 'empty',
      checked: false,
    };
    if (guestsOff && branchOf(all[0]!) !== 'login') {
      await signIn(page, baseURL!);
      world.signedIn = true;
    }
    await seedCart(page, world.lines ? [tomatoes] : []);
    await page.goto('/en/offers');
    const ui = sessionUi(page, page.context());
    const cart = cartUi(page);
    const press = journeyOf(page, 'checkoutPress');
    let releasePricing: (() => void) | undefined;

    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      switch (step.event.type) {
        case 'checkout.press': {
          await arrange(step.event as Press);
          // The press's journey starts with the side cart's first opening.
          if (i === 0) await press.start({ ready: 'idle' });
          const answer = next?.event as { type: string; output?: { progress: { code: string } } };
          if (branchOf(step.event as Press) === 'price') {
            await setScenarios(
              page,
              baseURL!,
              ...scenarios,
              ...(answer?.output && answer.output.progress.code !== 'ALLOWED'
                ? ['price-changed']
                : []),
            );
            releasePricing = await holdRoute(
              page,
              '**/api/v3/carts/price',
              answer?.type === 'xstate.error.actor.cartPricing' ? 'abort' : 'continue',
            );
          }
          await cart.sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
          break;
        }
        case 'xstate.done.actor.cartPricing':
        case 'xstate.error.actor.cartPricing':
          releasePricing!();
          world.checked = step.event.type === 'xstate.done.actor.cartPricing';
          break;
        case 'xstate.done.actor.priceChanges':
          await changes(page).getByRole('button', { name: 'Back to cart' }).click();
          break;
        case 'notice.dismiss':
          await snackbar(page).getByRole('button', { name: 'Dismiss' }).click();
          break;
        default:
          throw new Error(`No UI action for ${step.event.type}`);
      }
      await press.step(step.event.type, step.state);
      await expectState(valueKey(step.state));
      if (step.event.type !== 'checkout.press' && releasePricing) {
        await page.unroute('**/api/v3/carts/price');
        releasePricing = undefined;
      }
    }
    // A path that ends while pricing: the held call goes on, then nothing else is left to check.
    releasePricing?.();

    /** Changes the page's situation into what the press's branch needs, then opens the side cart. */
    async function arrange(event: Press) {
      const branch = branchOf(event);
      if (guestsOff && branch !== 'login' && !world.signedIn) {
        if (!onPath('/en/login')) {
          const menu = await ui.openProfileMenu();
          await menu.getByRole('menuitem', { name: 'Log in' }).click();
        }
        await expect(ui.loginForm).toBeVisible();
        await ui.fillLogin('demo@agora.gr', 'demo1234');
        await expect(ui.customerButton('Ελένη')).toBeVisible({ timeout: 15_000 });
        world.signedIn = true;
      }
      if (!onPath('/en/offers')) {
        await (await mainMenu(page)).getByRole('link', { name: 'Offers' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/en/offers');
      }
      if ((branch === 'empty' || branch === 'price') && !world.shop) {
        await chooseTakeAway(page);
        world.shop = true;
      }
      // A press's pricing is read by the next press without a call: a product more, and the
      // cart is priced afresh for the press the path answers.
      if (branch === 'price' && (!world.lines || world.checked)) {
        // Back from the price-changes modal the side cart is still open over the page.
        if (await cart.sheet.isVisible()) {
          await cart.sheet.getByRole('button', { name: 'Close', exact: true }).click();
          await expect(cart.sheet).toBeHidden();
        }
        const before = await cart.button.textContent();
        await page
          .getByRole('button', { name: /^Add .* to cart$/ })
          .first()
          .click();
        await expect(cart.button).not.toHaveAccessibleName('Cart, 0 items');
        if (before) await expect(cart.button).not.toHaveText(before);
        world.lines = true;
        world.checked = false;
      }
      if (!(await cart.sheet.isVisible())) await cart.open();
      if (branch === 'empty' && world.lines) {
        const remove = cart.sheet.getByRole('button', { name: /^Remove/ });
        while ((await remove.count()) > 0) await remove.first().click();
        await expect(cart.sheet.getByText('Your cart is empty.')).toBeVisible();
        world.lines = false;
        world.checked = false;
      }
      // The press reads the cart as priced: wait for the cart's own pricing first.
      if (world.shop && world.lines) {
        await expect(cart.total).toBeVisible({ timeout: 15_000 });
        await expect(
          cart.sheet.getByRole('status').filter({ hasText: 'Updating prices…' }),
        ).toHaveCount(0);
      }
    }

    function onPath(pathname: string) {
      return new URL(page.url()).pathname === pathname;
    }

    async function expectState(state: string) {
      const where = () => new URL(page.url()).pathname;
      switch (state) {
        case valueKey({ ready: 'idle' }):
          await expect(changes(page)).toBeHidden();
          await expect(snackbar(page)).toHaveCount(0);
          return;
        case valueKey({ ready: 'sentToLogin' }):
          // The login page, which returns to the cart, where the press was going.
          await expect.poll(where, { timeout: 15_000 }).toBe('/en/login');
          expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart');
          await expect(ui.loginForm).toBeVisible();
          return;
        case valueKey({ ready: 'selectShopNotice' }):
          await expect(snackbar(page)).toContainText('Choose a delivery address or a shop first.');
          return;
        case valueKey({ ready: 'sentToCategories' }):
          await expect.poll(where, { timeout: 15_000 }).toBe('/en/categories');
          return;
        case valueKey({ ready: 'sentOn' }):
          await expect.poll(where, { timeout: 15_000 }).toBe('/en/cart');
          await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
          return;
        case valueKey({ ready: 'pricingFailed' }):
          await expect(snackbar(page)).toContainText('We could not check your cart.');
          return;
        case 'pricing':
          // Held until the next step: the press says it is busy.
          await expect(
            cart.sheet.getByRole('button', { name: 'Checking your cart…' }),
          ).toBeVisible();
          return;
        case 'priceChanges':
          await expect(changes(page)).toBeVisible({ timeout: 15_000 });
          await expect(changes(page)).toContainText('was €2.89');
          return;
        default:
          throw new Error(`No assertion for ${state}`);
      }
    }
  });
}

const changes = (page: Page) => page.getByRole('alertdialog', { name: 'Your cart has changed' });

/** The press's snackbar (select a shop, or pricing failed). */
const snackbar = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Choose a delivery address or a shop first|We could not check your cart/ });

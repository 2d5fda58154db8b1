import {
  type PriceChangesInput,
  priceChangesMachine,
} from '@machines/price-changes/price-changes.machine';
import { priceChangesModel } from '@machines/price-changes/price-changes.model';
import { generateUiTours } from '@machines/testing/ui-tours';
import { expectNoViolations } from '../support/axe';
import { cartUi, chooseTakeAway, setScenarios, signIn, tomatoes } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the price-changes modal, generated from the same graph as the machine-level
 * tests. Each path's start is arranged for real: the demo platform raises prices
 * (`price-changed`), the shopper is signed in or not, and presses checkout in the side cart or
 * on /cart; a failing re-pricing is an aborted request.
 */
const paths = generateUiTours(priceChangesMachine, priceChangesModel);
const modal = (page: Page) => page.getByRole('alertdialog', { name: 'Your cart has changed' });

for (const [index, path] of paths.entries()) {
  test(`price changes: ${path.name}`, async ({ page, baseURL }) => {
    test.slow();
    const input = path.input as PriceChangesInput;
    await seedConsent(page);
    await setScenarios(page, baseURL!, 'price-changed');
    if (input.signedIn) await signIn(page, baseURL!);
    await page.addInitScript(
      (items) => localStorage.setItem('cart', JSON.stringify(items)),
      [tomatoes],
    );
    // Where the press happens: /cart, or the offers page the side cart opens over.
    await page.goto(input.onCartPage ? '/en/cart' : '/en/offers');
    await chooseTakeAway(page);
    if (!input.onCartPage) await cartUi(page).open();
    if (input.reviewOnly) {
      // No press: the cart changes offline and is priced once the connection is back.
      await expect(cartUi(page).total).toHaveText(/€/);
      await page.context().setOffline(true);
      await cartUi(page)
        .sheet.getByRole('button', { name: `One more ${tomatoes.name}` })
        .click();
      await expect(cartUi(page).sheet.getByText('You are offline: the prices')).toBeVisible();
      await cartUi(page).sheet.getByRole('button', { name: 'Close' }).click();
      await page.context().setOffline(false);
    } else {
      const name = input.onCartPage ? 'Proceed to checkout' : 'Checkout';
      await page.getByRole('button', { name, exact: true }).click();
    }
    await expect(modal(page)).toBeVisible({ timeout: 15_000 });
    const labels = input.reviewOnly
      ? { back: 'Not now', go: 'Update my cart' }
      : { back: 'Back to cart', go: 'Continue' };
    await expect(modal(page)).toContainText('was €2.89');
    if (index === 0) await expectNoViolations(page);
    const start = new URL(page.url()).pathname;

    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      if (step.event.type === 'priceChanges.back') {
        await modal(page).getByRole('button', { name: labels.back }).click();
      } else if (step.event.type === 'priceChanges.continue') {
        await page.unroute('**/api/v3/carts/price');
        if (next?.event.type === 'xstate.error.actor.applyChanges') {
          await page.route('**/api/v3/carts/price', (route) => route.abort());
        }
        await modal(page).getByRole('button', { name: labels.go }).click();
      }
      const where = () => new URL(page.url()).pathname;
      switch (step.state) {
        case 'closed':
        case 'applied':
          // Back to cart, Not now, or the changes taken after the connection came back: the
          // shopper stays where they were.
          await expect(modal(page)).toBeHidden();
          expect(where()).toBe(start);
          break;
        case 'failed':
          await expect(modal(page).getByRole('alert')).toHaveText(/could not update your cart/);
          break;
        case 'toLogin':
          // The login page, which goes on to checkout: the cart is priced, its changes taken.
          await expect.poll(where, { timeout: 15_000 }).toBe('/en/login');
          expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout');
          break;
        case 'toCheckout':
          await expect.poll(where, { timeout: 15_000 }).toBe('/en/checkout');
          break;
        case 'toCart':
          await expect.poll(where, { timeout: 15_000 }).toBe('/en/cart');
          break;
        case 'applying':
          // Too quick to assert on the demo platform; the answer's state is asserted next.
          break;
        default:
          throw new Error(`No assertion for ${JSON.stringify(step.state)}`);
      }
    }
  });
}

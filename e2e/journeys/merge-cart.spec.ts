import { mergeCartMachine } from '@machines/merge-cart/merge-cart.machine';
import { mergeCartModel } from '@machines/merge-cart/merge-cart.model';
import type { FetchedCarts } from '@machines/merge-cart/merge-cart.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { expectNoViolations } from '../support/axe';
import { seedCart, storedCart } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level tours of the merge cart journey. "log in" is the real /login form (the session
 * journey calls the merge after every login); a later login of the same tour follows a logout
 * through the profile menu. How the server cart answers is arranged before each login, from the
 * steps up to the next login: the demo customer's saved cart (tomatoes x2, feta x1), the
 * `empty-server-cart` scenario (the login empties the saved cart), or the cart call dropped. The
 * local cart holds tomatoes x2 before each login.
 */
const paths = generateUiTours(mergeCartMachine, mergeCartModel);

const CART = '**/api/v3/users/me/cart';
const LOCAL = [{ sku: '1001', quantity: 2 }];
const seedLocalCart = (page: Page) => seedCart(page, LOCAL);

const storedQuantities = (page: Page) =>
  storedCart(page).then((lines) =>
    Object.fromEntries(lines.map((line) => [line.sku, line.quantity])),
  );

const eventOf = (step: JourneyStep | undefined) =>
  step?.event as { type: string; output?: FetchedCarts } | undefined;
const readsEmpty = (step: JourneyStep) => {
  const event = eventOf(step);
  return event?.type === 'xstate.done.actor.fetchCarts' && !event.output?.server.length;
};

for (const path of paths) {
  test(`merge cart: ${path.name}`, async ({ page, context, baseURL }) => {
    await seedConsent(page);
    await seedLocalCart(page);
    const modal = page.getByRole('dialog', { name: 'We added your saved cart' });
    const failedModal = page.getByRole('dialog', {
      name: 'We could not bring back your saved cart',
    });
    let signedIn = false;
    /** The steps since the last login (a merge changes the local cart until the next one). */
    let sinceLogin: JourneyStep[] = [];

    /** The cart call answers as `next` says: dropped for a failure, else the platform's answer. */
    async function cartAnswers(next: JourneyStep | undefined) {
      await page.unrouteAll({ behavior: 'wait' });
      if (next?.event.type === 'xstate.error.actor.fetchCarts') {
        await page.route(CART, (route) => route.abort('failed'));
      }
    }

    async function logOut() {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Account of / })
        .click();
      await page
        .getByRole('menu', { name: 'Account' })
        .getByRole('menuitem', { name: 'Log out' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, log out' }).click();
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }),
      ).toBeVisible();
    }

    for (const [index, step] of path.steps.entries()) {
      const event = eventOf(step)!;
      const next = path.steps[index + 1];
      if (event.type === 'session.signedIn') {
        if (signedIn) await logOut();
        // How the server cart answers until the next login is what the tour says.
        const until = path.steps.slice(index + 1);
        const nextLogin = until.findIndex((s) => s.event.type === 'session.signedIn');
        const segment = nextLogin < 0 ? until : until.slice(0, nextLogin);
        await context.clearCookies({ name: 'demo_scenario' });
        if (segment.some(readsEmpty)) {
          await context.addCookies([
            { name: 'demo_scenario', value: 'empty-server-cart', url: baseURL ?? '' },
          ]);
        }
        await cartAnswers(next);
        // Each login starts from the local cart of tomatoes x2 (the seed runs again on the load).
        if (signedIn) await page.evaluate(() => sessionStorage.removeItem('e2e-cart-seeded'));
        await page.goto('/en/login');
        if (signedIn) await expect.poll(() => storedQuantities(page)).toEqual({ '1001': 2 });
        sinceLogin = [];
        await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('demo@agora.gr');
        await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
        await page.getByRole('button', { name: 'Log in' }).last().click();
        await expect(page.getByRole('button', { name: 'Logging in…' })).toHaveCount(0);
        signedIn = true;
      } else if (event.type === 'merge.dismiss') {
        const which = path.steps[index - 1]?.state === 'failed' ? failedModal : modal;
        await which.getByRole('button', { name: /OK, continue|Not now/ }).click();
      } else if (event.type === 'merge.retry') {
        // How the second read answers is the next step of the tour (an empty saved cart was
        // emptied by the login, see above).
        await cartAnswers(next);
        await failedModal.getByRole('button', { name: 'Try again' }).click();
      }
      sinceLogin.push(step);
      // The state after the step, as the shopper sees it.
      if (step.state === 'merged') {
        await expect(modal).toBeVisible();
        await expect(modal.getByRole('listitem').filter({ hasText: '2 more added' })).toBeVisible();
        await expect(modal.getByRole('listitem').filter({ hasText: '1 added' })).toBeVisible();
        await expectNoViolations(page);
        // Same product and options: quantities combined; the feta is a new line.
        await expect.poll(() => storedQuantities(page)).toEqual({ '1001': 4, '1005': 1 });
      } else if (step.state === 'failed') {
        await expect(failedModal).toBeVisible();
        await expect(failedModal).toContainText('Your cart here is unchanged.');
        await expectNoViolations(page);
        expect(await storedQuantities(page)).toEqual({ '1001': 2 });
      } else if (step.state === 'idle') {
        await expect(failedModal).toBeHidden();
        await expect(modal).toBeHidden();
        // Nothing of the local cart is lost, whatever the server answered.
        await expect
          .poll(async () => (await storedQuantities(page))['1001'])
          .toBeGreaterThanOrEqual(2);
        if (sinceLogin.every((s) => s.state !== 'merged')) {
          expect(await storedQuantities(page)).toEqual({ '1001': 2 });
        }
      }
    }
  });
}

import { mergeCartMachine } from '@machines/merge-cart/merge-cart.machine';
import { mergeCartModel } from '@machines/merge-cart/merge-cart.model';
import type { FetchedCarts } from '@machines/merge-cart/merge-cart.types';
import { generateUiTours } from '@machines/testing/ui-tours';
import { expectNoViolations } from '../support/axe';
import { seedCart, storedCart } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the merge cart journey. "log in" is the real /login form (the session
 * journey calls the merge after every login); how the server cart answers is arranged before
 * the login: the demo customer's saved cart (tomatoes x2, feta x1), the `empty-server-cart`
 * scenario, or the cart call dropped. The local cart holds tomatoes x2 before the login.
 */
const paths = generateUiTours(mergeCartMachine, mergeCartModel);

const seedLocalCart = (page: Page) => seedCart(page, [{ sku: '1001', quantity: 2 }]);

const storedQuantities = (page: Page) =>
  storedCart(page).then((lines) =>
    Object.fromEntries(lines.map((line) => [line.sku, line.quantity])),
  );

for (const path of paths) {
  test(`merge cart: ${path.name}`, async ({ page, context, baseURL }) => {
    await seedConsent(page);
    await seedLocalCart(page);
    const modal = page.getByRole('dialog', { name: 'We added your saved cart' });
    const failedModal = page.getByRole('dialog', {
      name: 'We could not bring back your saved cart',
    });
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as { type: string; output?: FetchedCarts };
      if (event.type === 'session.signedIn') {
        // How the server cart will answer is the next step of the path.
        const next = path.steps[index + 1]?.event as { type: string; output?: FetchedCarts };
        if (next?.type === 'xstate.done.actor.fetchCarts' && !next.output?.server.length) {
          await context.addCookies([
            { name: 'demo_scenario', value: 'empty-server-cart', url: baseURL ?? '' },
          ]);
        }
        if (next?.type === 'xstate.error.actor.fetchCarts') {
          await page.route('**/api/v3/users/me/cart', (route) => route.abort('failed'));
        }
        await page.goto('/en/login');
        await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('demo@agora.gr');
        await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
        await page.getByRole('button', { name: 'Log in' }).last().click();
        await expect(page.getByRole('button', { name: 'Logging in…' })).toHaveCount(0);
      } else if (event.type === 'merge.dismiss') {
        const which = path.steps[index - 1]?.state === 'failed' ? failedModal : modal;
        await which.getByRole('button', { name: /OK, continue|Not now/ }).click();
      } else if (event.type === 'merge.retry') {
        // How the second read answers is the next step of the path.
        const next = path.steps[index + 1]?.event as { type: string; output?: FetchedCarts };
        await page.unroute('**/api/v3/users/me/cart');
        if (next?.type === 'xstate.error.actor.fetchCarts') {
          await page.route('**/api/v3/users/me/cart', (route) => route.abort('failed'));
        }
        if (next?.type === 'xstate.done.actor.fetchCarts' && !next.output?.server.length) {
          await context.addCookies([
            { name: 'demo_scenario', value: 'empty-server-cart', url: baseURL ?? '' },
          ]);
        }
        await failedModal.getByRole('button', { name: 'Try again' }).click();
      }
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
        if (path.steps.every((s) => s.state !== 'merged')) {
          expect(await storedQuantities(page)).toEqual({ '1001': 2 });
        }
      }
    }
  });
}

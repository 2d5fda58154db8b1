import { orderCancelMachine } from '@machines/order-cancel/order-cancel.machine';
import { orderCancelModel } from '@machines/order-cancel/order-cancel.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { placeOrderThroughApi } from '../support/order-ui';
import { expect, test } from '../support/test';

/**
 * UI-level tours of the cancel-order journey on a placed order's details, chained from the paths
 * generated from the same graph as the machine-level tests. Each tour places its own order on the
 * demo platform (take-away, no slot: cancellable for an hour). A late cancel and a dropped
 * connection are routed replies decided by the step after the press; a cancel that goes through
 * is the platform's, and the order is still cancelled after a reload. The oracle is the machine.
 */
const paths = generateUiTours(orderCancelMachine, orderCancelModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;

/** axe runs once with the confirmation open: in the first tour that opens it. */
const axeTour = paths[0];

for (const path of paths) {
  test(`order cancel: ${path.name}`, async ({ page, context, baseURL }) => {
    let axeChecked = false;
    await seedConsent(page);
    const token = await logInAsDemoCustomer(page, context, baseURL);
    const { orderId, orderNumber } = await placeOrderThroughApi(page, token, [['1001', 2]]);
    let reply: 'locked' | 'network' | null = null;
    await page.route('**/api/v3/users/me/orders/*/cancel', (route) => {
      if (reply === 'network') return route.abort('internetdisconnected');
      if (reply === 'locked') {
        return route.fulfill({
          status: 409,
          json: { code: 'ORDER_LOCKED', userMessage: 'This order can no longer be changed.' },
        });
      }
      return route.fallback();
    });
    const oracle = createActor(orderCancelMachine.provide({ actors: { cancelOrder: pending } }), {
      input: { orderId },
    }).start();
    const order = page.getByRole('region', { name: `Order ${orderNumber}` });
    const dialog = page.getByRole('alertdialog', { name: `Cancel order ${orderNumber}?` });

    await page.goto(`/en/user/history/details?orderId=${orderId}`);
    await expect(order.getByText(/You can change or cancel this order until/)).toBeVisible({
      timeout: 20_000,
    });
    for (const [i, step] of path.steps.entries()) {
      await perform(step, path.steps[i + 1]);
      oracle.send(step.event as never);
      await expectState();
    }
    if (path === axeTour) expect(axeChecked, 'axe ran with the confirmation open').toBe(true);
    if (oracle.getSnapshot().matches('cancelled')) {
      await page.reload();
      await expect(order.getByText('This order was cancelled')).toBeVisible({ timeout: 20_000 });
      await expect(order).toContainText('Cancelled');
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const { type } = step.event;
      if (type === 'cancel.open')
        return order.getByRole('button', { name: 'Cancel order' }).click();
      if (type === 'cancel.keep')
        return dialog.getByRole('button', { name: 'Keep the order' }).click();
      if (type === 'cancel.confirm') {
        const error = next?.event as { type: string; error?: { code?: string } } | undefined;
        reply =
          error?.type !== 'xstate.error.actor.cancelOrder'
            ? null
            : error.error?.code === 'ORDER_LOCKED'
              ? 'locked'
              : 'network';
        return dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
      }
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      const wait = { timeout: 15_000 };
      if (s.matches('cancelling')) return;
      if (s.matches('cancelled')) {
        await expect(dialog).toBeHidden(wait);
        const notice = order.getByRole('status').filter({ hasText: 'This order was cancelled' });
        await expect(notice).toBeVisible(wait);
        await expect(notice).toBeFocused();
        await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
        return;
      }
      if (s.matches('confirming')) {
        await expect(dialog).toBeVisible(wait);
        await (s.context.failure === 'failed'
          ? expect(dialog.getByRole('alert')).toHaveText(
              'We could not cancel the order. Please try again.',
              wait,
            )
          : expect(dialog.getByRole('alert')).toHaveCount(0));
        if (path === axeTour && !axeChecked) {
          axeChecked = true;
          await expectNoViolations(page);
        }
        return;
      }
      // idle: the order, with its cancel button, or the word that it is too late.
      await expect(dialog).toBeHidden(wait);
      if (s.context.failure === 'locked') {
        await expect(order.getByRole('alert')).toContainText('Too late', wait);
        await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      } else {
        await expect(order.getByRole('button', { name: 'Cancel order' })).toBeVisible(wait);
      }
    }
  });
}

import { orderEditMachine } from '@machines/order-edit/order-edit.machine';
import { orderEditModel, sampleLines } from '@machines/order-edit/order-edit.model';
import type { EditLine } from '@machines/order-edit/order-edit.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { lineTitle } from '@/lib/product-line';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { placeOrderThroughApi } from '../support/order-ui';
import { expect, test } from '../support/test';

/**
 * UI-level tours of the change-order journey on a placed order's details, chained from the paths
 * generated from the same graph as the machine-level tests. Each tour places the model's order on
 * the demo platform (two tomatoes, a feta sliced thin; take-away, cancellable for an hour). A failed
 * pricing and each refusal of a save are routed replies decided by the step that follows; a save
 * that goes through is the platform's, and the changed order is there after a reload. The oracle
 * is the machine itself.
 */
const paths = generateUiTours(orderEditMachine, orderEditModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const saveRefusals: Record<string, { status: number; json: object }> = {
  ORDER_LOCKED: { status: 409, json: { code: 'ORDER_LOCKED', userMessage: 'Too late.' } },
  PRICE_CHANGED: { status: 409, json: { code: 'PRICE_CHANGED', userMessage: 'Changed.' } },
  MINIMUM_NOT_REACHED: { status: 422, json: { code: 'MINIMUM_NOT_REACHED', userMessage: 'Min.' } },
};

/** axe runs once with the editor open and priced: in the first tour. */
const axeTour = paths[0];

for (const path of paths) {
  test(`order edit: ${path.name}`, async ({ page, context, baseURL }) => {
    test.slow();
    let axeChecked = false;
    await seedConsent(page);
    const token = await logInAsDemoCustomer(page, context, baseURL);
    const { orderId, orderNumber } = await placeOrderThroughApi(page, token, [
      ['1001', 2],
      ['1005', 1, ['thin']],
    ]);
    let pricingFails = false;
    let saveReply: string | null = null;
    await page.route('**/api/v3/carts/price', (route) =>
      pricingFails ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.route(`**/api/v3/users/me/orders/${orderId}`, (route) => {
      if (route.request().method() !== 'PUT' || !saveReply) return route.fallback();
      if (saveReply === 'network') return route.abort('internetdisconnected');
      return route.fulfill(saveRefusals[saveReply]!);
    });
    const oracle = createActor(
      orderEditMachine.provide({ actors: { priceLines: pending, updateOrder: pending } }),
      { input: { orderId } },
    ).start();
    const order = page.getByRole('region', { name: `Order ${orderNumber}` });
    const editor = page.getByRole('region', { name: `Change order ${orderNumber}` });
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });

    await page.goto(`/en/user/history/details?orderId=${orderId}`);
    await expect(order.getByRole('button', { name: 'Change order' })).toBeVisible({
      timeout: 20_000,
    });
    // What the platform holds: the model's order, then each change it saved. The oracle opens the
    // editor on it, and a quantity step is "one more" (what the shopper presses), so the oracle's
    // lines stay the page's after a save (the model's events assume the order as first placed).
    let platformLines = sampleLines;
    for (const [i, step] of path.steps.entries()) {
      const before = oracle.getSnapshot().context.lines;
      await perform(step, path.steps[i + 1]);
      const event = step.event as { type: string; index?: number };
      if (event.type === 'edit.open') oracle.send({ type: 'edit.open', lines: platformLines });
      else if (event.type === 'line.setQuantity') {
        const quantity = before[event.index!]!.quantity + 1;
        oracle.send({ type: 'line.setQuantity', index: event.index!, quantity });
      } else oracle.send(step.event as never);
      if (event.type === 'xstate.done.actor.updateOrder') platformLines = before;
      await expectState();
    }
    if (path === axeTour) expect(axeChecked, 'axe ran with the editor open').toBe(true);
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.updateOrder')) {
      // The platform keeps the change: after a reload the history says so.
      await page.reload();
      await expect(order.getByRole('list', { name: 'Order history' })).toContainText('Changed', {
        timeout: 20_000,
      });
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const event = step.event as { type: string; index?: number; line?: EditLine };
      const lines = oracle.getSnapshot().context.lines;
      pricingFails = next?.event.type === 'xstate.error.actor.priceLines';
      switch (event.type) {
        case 'edit.open':
          return order.getByRole('button', { name: 'Change order' }).click();
        case 'line.setQuantity':
          return editor
            .getByRole('button', { name: `One more ${lineTitle(lines[event.index!]!)}` })
            .click();
        case 'line.remove':
          return editor
            .getByRole('button', { name: `Remove ${lineTitle(lines[event.index!]!)}` })
            .click();
        case 'product.add': {
          await editor.getByRole('searchbox', { name: 'Add a product' }).fill('fresh whole milk');
          return editor
            .getByRole('list', { name: 'Products found' })
            .getByRole('button', { name: `Add ${event.line!.name}` })
            .click({ timeout: 15_000 });
        }
        case 'pricing.retry':
          return editor.getByRole('button', { name: 'Try again' }).click();
        case 'edit.save': {
          const error = next?.event as { type: string; error?: { code?: string } } | undefined;
          saveReply =
            error?.type !== 'xstate.error.actor.updateOrder'
              ? null
              : (error.error?.code ?? 'network');
          return editor.getByRole('button', { name: 'Save changes' }).click();
        }
        case 'edit.discard':
          return editor.getByRole('button', { name: 'Discard changes' }).click();
        case 'discard.confirm':
          return discard.getByRole('button', { name: 'Discard changes' }).click();
        case 'discard.keep':
          return discard.getByRole('button', { name: 'Keep changing' }).click();
        default:
          return;
      }
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      const wait = { timeout: 15_000 };
      if (s.matches('saving') || s.matches({ editing: 'pricing' })) return;
      if (s.matches('viewing')) {
        await expect(editor).toHaveCount(0, wait);
        if (s.context.failure === 'locked') {
          await expect(order.getByRole('alert')).toContainText('Too late', wait);
          await expect(order.getByRole('button', { name: 'Change order' })).toHaveCount(0);
        } else {
          await expect(order.getByRole('button', { name: 'Change order' })).toBeVisible(wait);
        }
        await (s.context.saved
          ? expect(order.getByRole('status')).toContainText('Your changes are saved.', wait)
          : expect(order.getByText('Your changes are saved.')).toHaveCount(0));
        return;
      }
      if (s.matches('confirmingDiscard')) {
        await expect(discard).toBeVisible(wait);
        return;
      }
      await expect(discard).toBeHidden(wait);
      await expect(editor).toBeVisible(wait);
      const { lines, failure } = s.context;
      if (s.matches({ editing: 'empty' })) {
        await expect(editor.getByText('Nothing left in this order')).toBeVisible(wait);
      } else {
        const listed = editor.getByRole('list', { name: 'Products of the order' });
        await expect(listed.getByRole('listitem')).toHaveCount(lines.length, wait);
        for (const line of lines) {
          await expect(
            listed.getByRole('group', { name: `Quantity of ${lineTitle(line)}` }),
          ).toContainText(String(line.quantity), wait);
        }
      }
      if (s.matches({ editing: 'pricingFailed' })) {
        await expect(editor.getByRole('alert').first()).toContainText(
          'Your changes could not be priced.',
          wait,
        );
        return;
      }
      if (s.matches({ editing: 'ready' })) {
        await expect(editor.getByText(/New total: /)).toBeVisible(wait);
        const save = editor.getByRole('button', { name: 'Save changes' });
        await (s.can({ type: 'edit.save' })
          ? expect(save).toBeEnabled(wait)
          : expect(save).toBeDisabled(wait));
        const words = {
          failed: 'Your changes could not be saved. Please try again.',
          changed: 'A price or an availability changed meanwhile',
          minimum: "The new total is under the shop's minimum order",
        } as const;
        if (failure && failure !== 'locked')
          await expect(editor).toContainText(words[failure], wait);
        if (path === axeTour && !axeChecked) {
          axeChecked = true;
          await expectNoViolations(page);
        }
      }
    }
  });
}

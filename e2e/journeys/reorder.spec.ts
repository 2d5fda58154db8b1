import { reorderMachine } from '@machines/reorder/reorder.machine';
import { reorderModel } from '@machines/reorder/reorder.model';
import type { ReorderInput, ReorderResult } from '@machines/reorder/reorder.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { gateCalls } from '../support/call-gate';
import { signIn, storedCart } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { chooseExpress } from '../support/order-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of "Add to cart" on a past order, generated from the same graph as the
 * machine-level tests: the demo customer's first order, from its details page, with pick-up at
 * Kolonaki selected, against the demo platform. The reorder call is held until the path says how
 * it ends: the platform's reply (the oracle gets it) or a lost connection.
 */
const paths = generateUiTours(reorderMachine, reorderModel);
const REORDER = /\/api\/v3\/users\/me\/orders\/[^/]+\/reorder$/;
const slow = { timeout: 20_000 };

for (const path of paths) {
  test(`reorder: ${path.name}`, async ({ page, baseURL }) => {
    const model = path.input as ReorderInput;
    await seedConsent(page);
    await signIn(page, baseURL!);
    await page.goto('/en');
    // Express: the order's 1004 and 1011 are not offered by it.
    await chooseExpress(page);
    await page.goto(`/en/user/history/details?orderId=${model.orderId}`);
    const heading = page.getByRole('heading', { level: 2, name: /^Order / });
    await expect(heading).toBeVisible(slow);
    const number = (await heading.textContent())!.replace('Order ', '').trim();
    const input: ReorderInput = {
      ...model,
      orderNumber: number,
      selected: { shop: 'shop-kolonaki', deliveryService: 'express' },
    };
    const oracle = createActor(
      reorderMachine.provide({
        actors: { loadLines: fromPromise(() => new Promise<never>(() => {})) as never },
        actions: { addToCart: () => {} },
      }),
      { input },
    ).start();
    const before = await storedCart(page);
    let reply: ReorderResult | undefined;
    const call = await gateCalls(page, REORDER, 'POST');
    const press = page.getByRole('button', {
      name: `Add the products of order ${number} to your cart`,
    });
    const result = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await press.click();
    await expectState();
    for (const step of path.steps) {
      const event = await perform(step);
      oracle.send(event as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState();
    }
    await call.stop();

    async function perform(step: JourneyStep) {
      const event = step.event as { type: string };
      switch (event.type) {
        case 'xstate.done.actor.loadLines':
          reply = (await call.pass()) as ReorderResult;
          return { ...event, output: reply };
        case 'xstate.error.actor.loadLines':
          await call.fail();
          return event;
        case 'reorder.retry':
          call.hold();
          await result.getByRole('button', { name: 'Try again' }).click();
          return event;
        case 'reorder.dismiss': {
          const failed = oracle.getSnapshot().matches('failed');
          await result.getByRole('button', { name: failed ? 'Close' : 'OK' }).click();
          return event;
        }
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      const { added, skipped } = s.context;
      if (s.matches('loading')) {
        // The button says it is at work; the cart is as it was.
        await expect(result).toHaveCount(0);
        await expect(press).toHaveText('Adding to your cart…');
        expect(await storedCart(page)).toEqual(before);
        return;
      }
      if (s.matches('closed')) {
        await expect(result).toHaveCount(0);
        return;
      }
      await expect(result).toBeVisible(slow);
      if (s.matches('failed')) {
        await expect(result).toContainText('The products could not be added');
        expect(await storedCart(page)).toEqual(before);
      } else {
        await expect(result).toContainText(`of order ${number}`);
        await expect(result.getByRole('listitem')).toHaveText(skipped.map((p) => p.name));
        // Every line the platform gave is in the cart, added to what was there.
        const bySku = (list: { sku: string; quantity: number }[]) =>
          list.reduce<Record<string, number>>(
            (sums, l) => Object.assign(sums, { [l.sku]: (sums[l.sku] ?? 0) + l.quantity }),
            {},
          );
        expect(added).toBe(reply!.items.length);
        await expect
          .poll(async () => bySku(await storedCart(page)))
          .toEqual(bySku([...before, ...reply!.items]));
      }
      await expectNoViolations(page);
    }
  });
}

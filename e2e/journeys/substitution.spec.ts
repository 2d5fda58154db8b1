import { substitutionMachine } from '@machines/substitution/substitution.machine';
import { substitutionModel } from '@machines/substitution/substitution.model';
import { offeredProducts } from '@machines/substitution/substitution.selectors';
import type {
  Substitute,
  SubstitutionChoice,
  SubstitutionInput,
} from '@machines/substitution/substitution.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { gateCalls } from '../support/call-gate';
import { seedCart, tomatoes } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of a cart line's substitution sheet, generated from the same graph as the
 * machine-level tests, on /en/cart with one line (the demo's tomatoes) against the demo
 * platform. The suggestions call is held until the path says how it ends: the platform's reply
 * (the oracle gets it) or a lost connection. A product the model marks is the platform's second
 * suggestion; a start with a choice of its own is written to storage before the page loads.
 */
const paths = generateUiTours(substitutionMachine, substitutionModel);
const SUBSTITUTES = /\/api\/v3\/products\/[^/]+\/substitutes(\?.*)?$/;
const slow = { timeout: 20_000 };
const NAMES = { similar: 'Substitute with a similar product', none: 'Do not substitute' };
const LABELS = { similar: 'A similar product', none: 'Do not substitute' };

for (const path of paths) {
  test(`substitution: ${path.name}`, async ({ page }) => {
    const model = path.input as SubstitutionInput;
    const line = { key: tomatoes.sku, sku: tomatoes.sku, name: tomatoes.name };
    const input: SubstitutionInput = { ...model, line };
    const oracle = createActor(
      substitutionMachine.provide({
        actors: { loadSubstitutes: fromPromise(() => new Promise<never>(() => {})) as never },
        actions: { keepChoice: () => {} },
      }),
      { input },
    ).start();
    /** What the line goes with in storage (its own choice, else the order's default). */
    let kept: SubstitutionChoice = model.current ?? { mode: model.orderDefault };

    await seedConsent(page);
    await seedCart(page, [tomatoes]);
    await page.addInitScript(
      ({ orderDefault, current, key }) => {
        if (sessionStorage.getItem('e2e-substitutions-seeded')) return;
        const lines = current ? { [key]: current } : {};
        localStorage.setItem('substitutions', JSON.stringify({ orderDefault, lines }));
        sessionStorage.setItem('e2e-substitutions-seeded', '1');
      },
      { orderDefault: model.orderDefault, current: model.current, key: line.key },
    );
    await page.goto('/en/cart');
    const change = page.getByRole('button', { name: /^If Agora Select Tomatoes is out of stock/ });
    await expect(change).toBeVisible(slow);
    const call = await gateCalls(page, SUBSTITUTES, 'GET');
    const sheet = page.getByRole('dialog', { name: `If ${line.name} is out of stock` });
    await change.click();
    await expectState();
    for (const step of path.steps) {
      const event = await perform(step);
      oracle.send(event as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState();
    }
    await call.stop();

    /** Does what the step says; the event for the oracle (with the platform's own reply). */
    async function perform(step: JourneyStep) {
      const event = step.event as { type: string; choice?: SubstitutionChoice };
      switch (event.type) {
        case 'choice.mark': {
          const choice = realChoice(event.choice!);
          await radioFor(choice).locator('xpath=ancestor::label').click();
          return { ...event, choice };
        }
        case 'choice.save': {
          kept = oracle.getSnapshot().context.marked;
          await sheet.getByRole('button', { name: 'Save' }).click();
          return event;
        }
        case 'sheet.close':
          await sheet.getByRole('button', { name: 'Cancel' }).click();
          return event;
        case 'xstate.done.actor.loadSubstitutes': {
          const reply = (await call.pass()) as Substitute[];
          const output = reply.map(({ sku, name, price, image }) => ({ sku, name, price, image }));
          return { ...event, output };
        }
        case 'xstate.error.actor.loadSubstitutes':
          await call.fail();
          return event;
        case 'substitutes.retry':
          call.hold();
          await sheet.getByRole('button', { name: 'Try again' }).click();
          return event;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    /** The model's product is the platform's second suggestion (the one chosen before stays). */
    function realChoice(choice: SubstitutionChoice): SubstitutionChoice {
      const before = model.current;
      if (choice.mode !== 'product' || (before?.mode === 'product' && choice.sku === before.sku))
        return choice;
      const second = oracle.getSnapshot().context.substitutes[1]!;
      return { mode: 'product', sku: second.sku, name: second.name };
    }

    function radioFor(choice: SubstitutionChoice) {
      const name = choice.mode === 'product' ? choice.name : NAMES[choice.mode];
      return sheet.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      if (s.matches('closed')) {
        await expect(sheet).toBeHidden();
        // The line says what it goes with: saved, or as it was.
        const label = kept.mode === 'product' ? kept.name : LABELS[kept.mode];
        await expect(change).toHaveAccessibleName(
          `If ${line.name} is out of stock: ${label}. Change`,
        );
        // Kept with the cart's line (an earlier version's choice, seeded beside the lines,
        // moved onto it as the visit started).
        const stored = await page.evaluate(() => localStorage.getItem('cart'));
        if (model.current || path.steps.some((t) => t.event.type === 'choice.save')) {
          const lines = JSON.parse(stored!).lines as { sku: string; substitution?: unknown }[];
          expect(lines.find((l) => l.sku === line.sku)?.substitution).toEqual(kept);
        }
        return;
      }
      await expect(sheet).toBeVisible(slow);
      // The marked choice is checked; the products on offer are listed.
      await expect(radioFor(s.context.marked)).toBeChecked();
      await expect(sheet.getByRole('radio')).toHaveCount(2 + offeredProducts(s).length);
      if (s.matches({ open: 'loading' })) {
        await expect(sheet.getByRole('status')).toHaveText('Finding similar products…');
      } else if (s.matches({ open: 'failed' })) {
        await expect(sheet.getByRole('alert')).toContainText('could not be loaded');
        await expect(sheet.getByRole('button', { name: 'Try again' })).toBeEnabled();
      } else {
        await expect(sheet.getByRole('alert')).toHaveCount(0);
        await expectNoViolations(page);
      }
    }
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

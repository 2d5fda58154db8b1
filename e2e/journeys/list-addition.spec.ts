import {
  type ListAdditionInput,
  listAdditionMachine,
} from '@machines/list-addition/list-addition.machine';
import { listAdditionModel } from '@machines/list-addition/list-addition.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gateCalls } from '../support/call-gate';
import { seedConsent } from '../support/consent-ui';
import { signIn } from '../support/lists-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of the list-addition sheet ("Save to list" on a product page), generated from
 * the same graph as the machine-level tests: a visitor meets the login-required modal, the demo
 * customer the sheet with a save toggle per list, against the demo platform. The model's
 * product (sku 1003) is pressed on its own page, so a login returns there. Each call is held
 * until the path's next step lets it through (the oracle gets the platform's reply) or drops it
 * as a lost connection. Where the save confirmation shows, the page's clock stands still and
 * moves with the oracle's simulated clock, so its 2 seconds are counted, not waited for.
 */
const paths = generateUiTours(listAdditionMachine, listAdditionModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const AFTER = 'xstate.after.confirmation.listAddition.choosing.confirmed';
const CONFIRMATION_MS = 2000;
test.describe.configure({ timeout: 60_000 });
const slow = { timeout: 20_000 };
const LISTS = /\/api\/v3\.1\/lists(\?.*)?$/;
const LIST_PRODUCTS = /\/api\/lists\/[^/?]+\/products$/;

for (const path of paths) {
  test(`list addition: ${path.name}`, async ({ page, baseURL }) => {
    const model = path.input as ListAdditionInput;
    const confirms = path.steps.some((s) => s.event.type === 'xstate.done.actor.toggleProduct');
    const reply = await page.request.get(`/api/v3/products/${model.product.sku}`, {
      headers: { appId: 'demo-shop', 'Accept-Language': 'en-GB' },
    });
    const product = (await reply.json()) as { sku: string; displayName: string };
    const from = `/products/${product.sku}`;
    const input: ListAdditionInput = {
      ...model,
      product: { sku: product.sku, name: product.displayName },
      from,
    };
    const clock = new SimulatedClock();
    const oracle = createActor(
      listAdditionMachine.provide({
        actors: { loadLists: pending, toggleProduct: pending },
        actions: { goToLogin: () => {}, goToRegister: () => {} },
      }),
      { input, clock },
    ).start();
    const pass = async (ms: number) => {
      await page.clock.runFor(ms);
      clock.increment(ms);
    };

    if (model.signedIn) await signIn(page, baseURL!);
    else await seedConsent(page);
    if (confirms) await page.clock.install();
    await page.goto(`/en${from}`);
    const open = page.getByRole('button', { name: `Save ${product.displayName} to a list` });
    await expect(open).toBeVisible(slow);
    // Gated from here: the sheet's calls, not the page's own.
    const loadCall = await gateCalls(page, LISTS, 'GET');
    const toggleCall = await gateCalls(page, LIST_PRODUCTS, 'PUT');
    const sheet = page.getByRole('dialog', { name: `Save ${product.displayName} to a list` });
    const gate = page.getByRole('dialog', { name: 'Log in to use your lists' });

    await open.click();
    await expectState(JSON.stringify(oracle.getSnapshot().value));
    for (const step of path.steps) {
      const event = await perform(step);
      if (event) oracle.send(event as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState(JSON.stringify(step.state));
    }
    await loadCall.stop();
    await toggleCall.stop();

    /** Does what the step says; the event for the oracle (with the platform's own reply). */
    async function perform(step: JourneyStep) {
      const event = step.event as { type: string; listId?: string };
      switch (event.type) {
        case 'gate.login':
          await gate.getByRole('button', { name: 'Log in' }).click();
          return event;
        case 'gate.register':
          await gate.getByRole('button', { name: 'Create an account' }).click();
          return event;
        case 'sheet.close':
          if (oracle.getSnapshot().matches('loginRequired'))
            await gate.getByRole('button', { name: 'Not now' }).click();
          else await sheet.getByRole('button', { name: 'Done' }).click();
          return event;
        case 'xstate.done.actor.loadLists':
          return { ...event, output: await loadCall.pass() };
        case 'xstate.error.actor.loadLists':
          await loadCall.fail();
          return event;
        case 'lists.retry':
          loadCall.hold();
          await sheet.getByRole('button', { name: 'Try again' }).click();
          return event;
        case 'list.toggle': {
          if (confirms && oracle.getSnapshot().matches({ choosing: 'idle' })) {
            // Time stands still from here: only `pass` moves the confirmation's 2 seconds.
            await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
          }
          toggleCall.hold();
          await switchFor(event.listId!).locator('xpath=ancestor::label').click();
          return event;
        }
        case 'xstate.done.actor.toggleProduct': {
          const { payload } = (await toggleCall.pass()) as { payload: unknown };
          return { ...event, output: payload };
        }
        case 'xstate.error.actor.toggleProduct':
          await toggleCall.fail();
          return event;
        case AFTER:
          // Just before the 2 seconds the confirmation still shows; then it goes.
          await pass(CONFIRMATION_MS - 100);
          await expectState(JSON.stringify({ choosing: 'confirmed' }));
          await pass(100);
          return null;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    /** A list's switch: custom lists by their name, favourites by their kind. */
    function switchFor(listId: string) {
      const list = oracle.getSnapshot().context.lists.find((l) => l._id === listId);
      if (!list) throw new Error(`No list ${listId} in the sheet`);
      const name = list.type === 'favorites' ? 'Favourites' : list.label;
      return sheet.getByRole('switch', { name, exact: true });
    }

    async function expectState(state: string) {
      const snapshot = oracle.getSnapshot();
      const { lists, confirmation, failed } = snapshot.context;
      if (state === '"loginRequired"') {
        await expect(gate).toBeVisible(slow);
        return expect(sheet).toHaveCount(0);
      }
      if (state === '"closed"') {
        await expect(sheet).toHaveCount(0);
        await expect(gate).toHaveCount(0);
        const last = path.steps.at(-1)!.event.type;
        const to = { 'gate.login': '/en/login', 'gate.register': '/en/register' }[last];
        if (!to) return expect(open).toBeVisible();
        // The login (or registration) returns to the product's page.
        await expect(page).toHaveURL((url) => url.pathname === to);
        return expect(new URL(page.url()).searchParams.get('redirect')).toBe(from);
      }
      await expect(gate).toHaveCount(0);
      await expect(sheet).toBeVisible(slow);
      if (state === '"loading"') {
        await expect(sheet.getByText('Loading your lists…')).toBeVisible();
        return expect(sheet.getByRole('switch')).toHaveCount(0);
      }
      if (state === '"loadFailed"') {
        await expect(sheet.getByRole('alert')).toContainText('We could not load your lists.', slow);
        return expect(sheet.getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
      // Choosing: a switch per favourites or custom list, on when the product is in it.
      await expect(sheet.getByRole('switch')).toHaveCount(lists.length, slow);
      const saving = snapshot.matches({ choosing: 'saving' });
      for (const list of lists) {
        const toggle = switchFor(list._id);
        await (list.saved ? expect(toggle).toBeChecked() : expect(toggle).not.toBeChecked());
        await (saving ? expect(toggle).toBeDisabled() : expect(toggle).toBeEnabled());
      }
      await expect(sheet.getByText('Suggested for you')).toHaveCount(0);
      const status = sheet.getByRole('status');
      if (failed) {
        // The failure takes the confirmation's place.
        await expect(sheet.getByRole('alert')).toHaveText(
          'The list could not be updated. Please try again.',
        );
        return expect(status).toHaveCount(0);
      }
      await expect(sheet.getByRole('alert')).toHaveCount(0);
      if (!confirmation) return expect(status).toHaveText('');
      const label = lists.find((l) => l._id === confirmation.listId)!;
      const name = label.type === 'favorites' ? 'Favourites' : label.label;
      return expect(status).toHaveText(
        `${confirmation.saved ? 'Saved to' : 'Removed from'} ${name}`,
      );
    }
  });
}

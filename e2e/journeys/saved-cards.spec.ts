import { savedCardsMachine } from '@machines/saved-cards/saved-cards.machine';
import { savedCardsModel } from '@machines/saved-cards/saved-cards.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the saved-cards journey on /user/cards, generated from the same graph as the
 * machine-level tests, as the demo customer (Visa ending in 4242, Mastercard ending in 5100).
 * The platform's failures are routed replies, decided up front from the path's steps; the oracle
 * is the machine itself.
 */
const paths = generateUiTours(savedCardsMachine, savedCardsModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const names: Record<string, string> = {
  'card-demo-visa': 'Visa ending in 4242',
  'card-demo-mastercard': 'Mastercard ending in 5100',
};

const cardsUi = (page: Page) => {
  const list = page.getByRole('list', { name: 'Saved cards' });
  return {
    list,
    confirm: page.getByRole('alertdialog', { name: 'Remove this card?' }),
    notice: page.getByRole('main').getByRole('status'),
    failed: page.getByRole('main').getByRole('alert'),
  };
};

for (const [index, path] of paths.entries()) {
  test(`saved cards: ${path.name}`, async ({ page, context, baseURL }) => {
    const ui = cardsUi(page);
    const has = (type: string) => path.steps.some((s) => s.event.type === type);
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);
    let loadFails = has('xstate.error.actor.loadCards');
    await page.route('**/api/v3/users/me/cards**', (route) => {
      const method = route.request().method();
      if (method === 'GET' && loadFails) return route.abort('internetdisconnected');
      if (method === 'DELETE' && has('xstate.error.actor.removeCard'))
        return route.fulfill({ status: 500, json: { code: 'SERVER_ERROR' } });
      return route.fallback();
    });
    const oracle = createActor(
      savedCardsMachine.provide({ actors: { loadCards: pending, removeCard: pending } }),
    ).start();

    await page.goto('/en/user/cards');
    for (const step of path.steps) {
      await perform(step);
      oracle.send(step.event as never);
      await expectState(String(oracle.getSnapshot().value));
    }

    async function perform(step: JourneyStep) {
      const event = step.event as { type: string; cardId?: string };
      switch (event.type) {
        case 'cards.retry':
          loadFails = false;
          return page.getByRole('button', { name: 'Try again' }).click();
        case 'card.remove':
          return page.getByRole('button', { name: `Remove ${names[event.cardId!]}` }).click();
        case 'remove.cancel':
          return ui.confirm.getByRole('button', { name: 'Keep it' }).click();
        case 'remove.confirm':
          return ui.confirm.getByRole('button', { name: 'Yes, remove' }).click();
        case 'notice.dismiss':
          return ui.notice.getByRole('button', { name: 'Dismiss' }).click();
        default:
          // A platform reply: it arrives by itself.
          return;
      }
    }

    async function expectState(state: string) {
      const { cards, notice, pending: card } = oracle.getSnapshot().context;
      const wait = { timeout: 15_000 };
      switch (state) {
        case 'loading':
        case 'removing':
          // A moment before the answer, asserted next.
          return;
        case 'loadFailed':
          await expect(ui.failed).toContainText('Your cards could not be loaded.', wait);
          return;
        case 'confirming':
          await expect(ui.confirm).toBeVisible();
          await expect(ui.confirm).toContainText(names[card!._id]!);
          // The safe choice has the focus.
          await expect(ui.confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
          if (index === 1) await expectNoViolations(page);
          return;
        case 'ready': {
          await expect(ui.confirm).toBeHidden();
          await expect(ui.list.getByRole('listitem')).toHaveText(
            cards.map((c) => new RegExp(names[c._id]!)),
            wait,
          );
          const text = {
            removed: 'The card was removed.',
            removeFailed: 'The card could not be removed. Please try again.',
          };
          await (notice
            ? expect(ui.notice).toContainText(text[notice])
            : expect(ui.notice).toHaveCount(0));
          return;
        }
        default:
          throw new Error(`No assertion for ${state}`);
      }
    }
  });
}

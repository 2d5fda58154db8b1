import { listsMachine } from '@machines/lists/lists.machine';
import { listsModel } from '@machines/lists/lists.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { storedCart } from '../support/cart-ui';
import { createListViaApi, holdNext, listsUi, signIn } from '../support/lists-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the lists journey, generated from the same graph as the machine-level tests,
 * walked by the demo customer on /en/user/lists against the real demo platform. Each invoked
 * call is held (so the busy state can be seen) and then let through or dropped as the path's
 * next step says. The model's lists map to the demo customer's: "list-demo-weekend" is the
 * seeded custom list, "list-demo-empty" a list "Πάρτι" created through the API first. A path
 * where the platform answers "already exists" renames the list to the name of another list
 * ("Αγαπημένα") before saving, which is how a customer meets that error.
 */
const paths = generateUiTours(listsMachine, listsModel);
/** The shared machine is slow under load: first paints of a fresh context take a while. */
const slow = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });
const LABELS: Record<string, string> = {
  'list-demo-weekend': 'Για το Σαββατοκύριακο',
  'list-demo-empty': 'Πάρτι',
};
const LISTS = /\/api\/v3\.1\/lists(\?.*)?$/;
const LIST = /\/api\/lists(\/[^/?]+)?$/;
const LIST_PRODUCTS = /\/api\/v3\.1\/lists\/[^/]+\/products/;

/** The call each invoking state makes. */
const calls: Record<string, { url: RegExp; method: string }> = {
  loading: { url: LISTS, method: 'GET' },
  deleting: { url: LIST, method: 'DELETE' },
  addingToCart: { url: LIST_PRODUCTS, method: 'GET' },
};

async function expectState(page: Page, state: string) {
  const ui = listsUi(page);
  switch (state) {
    case 'loading':
      return expect(page.getByText('Loading your lists…')).toBeVisible(slow);
    case 'loadFailed':
      return expect(page.getByRole('alert')).toContainText('We could not load your lists.', slow);
    case 'ready':
      await ui.expectLoaded();
      await expect(ui.dialog()).toHaveCount(0);
      return expect(ui.alertDialog()).toHaveCount(0);
    case 'naming':
      await expect(ui.nameField()).toBeVisible();
      return expect(ui.dialog().getByRole('button', { name: 'Save' })).toBeEnabled();
    case 'saving':
      return expect(ui.dialog().getByRole('button', { name: 'Saving…' })).toBeDisabled();
    case 'confirmingDelete':
      return expect(ui.alertDialog().getByRole('button', { name: 'Yes, delete' })).toBeEnabled();
    case 'deleting':
      return expect(ui.alertDialog().getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    case 'addingToCart':
      return expect(page.getByRole('button', { name: 'Create a list' })).toBeDisabled();
    default:
      throw new Error(`No UI assertion for ${state}`);
  }
}

for (const path of paths) {
  test(`lists: ${path.name}`, async ({ page, baseURL }) => {
    const ui = listsUi(page);
    const token = await signIn(page, baseURL!);
    if (path.steps.some((s) => (s.event as { id?: string }).id === 'list-demo-empty'))
      await createListViaApi(page, token, 'Πάρτι');

    let held: { release: (what: 'continue' | 'abort') => Promise<void> } | null = null;
    /** Holds the call of the state a step enters, when that state invokes one. */
    const holdFor = async (state: string, next: JourneyStep | undefined, method?: string) => {
      const call = calls[state];
      if (!call && state !== 'saving') return;
      held = await holdNext(page, call?.url ?? LIST, method ?? call!.method);
      return next;
    };
    const settle = async (outcome: 'continue' | 'abort') => {
      await held?.release(outcome);
      held = null;
    };

    await holdFor('loading', path.steps[0]);
    await ui.open();
    await expectState(page, 'loading');

    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      const e = step.event as {
        type: string;
        id?: string;
        value?: string;
        error?: { code?: string };
      };
      const label = e.id ? LABELS[e.id]! : '';
      const state = typeof step.state === 'string' ? step.state : JSON.stringify(step.state);
      switch (e.type) {
        case 'xstate.done.actor.loadLists':
        case 'xstate.done.actor.saveList':
        case 'xstate.done.actor.deleteList':
        case 'xstate.done.actor.addListToCart':
          await settle('continue');
          break;
        case 'xstate.error.actor.saveList':
          await settle(e.error?.code ? 'continue' : 'abort');
          break;
        case 'xstate.error.actor.loadLists':
        case 'xstate.error.actor.deleteList':
        case 'xstate.error.actor.addListToCart':
          await settle('abort');
          break;
        case 'lists.retry':
          await holdFor('loading', next);
          await page.getByRole('button', { name: 'Try again' }).click();
          break;
        case 'list.create':
          await page.getByRole('button', { name: 'Create a list' }).click();
          break;
        case 'list.rename':
          await page.getByRole('button', { name: `Rename ${label}` }).click();
          break;
        case 'list.delete':
          await page.getByRole('button', { name: `Delete ${label}` }).click();
          break;
        case 'list.addToCart':
          if (state === 'addingToCart') await holdFor('addingToCart', next);
          await page.getByRole('button', { name: `Add ${label} to the cart` }).click();
          break;
        case 'name.change':
          await ui.nameField().fill(e.value ?? '');
          break;
        case 'name.submit': {
          const taken = (next?.event as { error?: { code?: string } } | undefined)?.error?.code;
          if (taken) await ui.nameField().fill('Αγαπημένα');
          if (state === 'saving') {
            const renaming = await ui
              .dialog()
              .getByRole('heading', { name: 'Rename the list' })
              .count();
            await holdFor('saving', next, renaming ? 'PATCH' : 'POST');
          }
          await ui.dialog().getByRole('button', { name: 'Save' }).click();
          break;
        }
        case 'dialog.close':
          await ui.dialog().getByRole('button', { name: 'Cancel' }).click();
          break;
        case 'delete.confirm':
          await holdFor('deleting', next);
          await page.getByRole('button', { name: 'Yes, delete' }).click();
          break;
        case 'delete.cancel':
          await page.getByRole('button', { name: 'Keep it' }).click();
          break;
        case 'notice.dismiss':
          await page.getByRole('button', { name: 'Dismiss' }).click();
          break;
        default:
          throw new Error(`No UI action for ${e.type}`);
      }
      await expectState(page, state);
      await expectAfter(page, e);
    }
    await settle('continue');
  });
}

/** What the customer sees after an outcome (beyond the state). */
async function expectAfter(
  page: Page,
  e: { type: string; id?: string; error?: { code?: string } },
) {
  const ui = listsUi(page);
  switch (e.type) {
    case 'xstate.done.actor.deleteList':
      await expect(ui.status()).toContainText('The list "Για το Σαββατοκύριακο" was deleted.');
      return expect(ui.card('Για το Σαββατοκύριακο')).toHaveCount(0);
    case 'xstate.error.actor.deleteList':
    case 'xstate.error.actor.addListToCart':
      return expect(page.getByRole('alert')).toContainText('Something went wrong');
    case 'xstate.done.actor.addListToCart':
      await expect(ui.status()).toContainText('products were added to the cart.');
      return expect.poll(async () => (await storedCart(page)).length).toBeGreaterThan(0);
    case 'xstate.error.actor.saveList':
      return expect(ui.dialog()).toContainText(
        e.error?.code ? 'You already have a list with this name.' : 'We could not save the list.',
      );
    case 'xstate.done.actor.saveList':
      return expect(ui.status()).toBeVisible();
    case 'list.addToCart':
      if (e.id === 'list-demo-empty')
        await expect(ui.status()).toContainText('The list "Πάρτι" has no products to add.');
      return;
    case 'name.submit':
      return;
    default:
      return;
  }
}

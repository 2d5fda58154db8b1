import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { checkoutModel, completeContact, wrongVatNumber } from '@machines/checkout/checkout.model';
import type { CheckoutInput, OrderDraft } from '@machines/checkout/checkout.types';
import { type Branch, branches, branchOf } from '@machines/checkout/checkout.walkable';
import { type JourneyPath, type JourneyStep, valueKey } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import {
  chooseDelivery,
  chooseGuestAddressInSheets,
  seedCart,
  setScenarios,
  signIn,
} from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { journeyOf, recordJourneys } from '../support/live-journeys';
import { prebookUi } from '../support/prebook-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the checkout page, generated from the same graph as the machine-level tests.
 * Each path arrives on /checkout once (the page's journey lives as long as the visit of the page)
 * with the situation of its first "Place order" arranged through the shop: a guest's delivery
 * address typed in the selection sheets, the demo customer's saved address, a reserved slot, a
 * cart or none. A later press's situation is changed on the page itself, as a shopper would:
 * "Change" for the address, "Choose a time slot". A press takes the model's branch (the first
 * check that fails); a field the earlier checks make irrelevant may differ from the model's draft.
 * The order call is held until the path's next step answers it: the platform places the order,
 * refuses it (prices raised meanwhile: the `price-changed` scenario switched on after the summary
 * was priced), or the connection drops. "No answer in time" is the journey's own 20 s backstop:
 * the API client gives up on a stalled order call after 10 s (a "connection lost"), so the stall
 * is the order code itself not arriving (its chunk is held) while the page clock runs 20 s.
 * The shop's live inspection (e2e/support/live-journeys.ts) confirms each step took the path's
 * transition; the page shows each state.
 *
 * Walked: tours of the walkable paths (machines/checkout/checkout.walkable.ts says what is not).
 */
const paths = generateUiTours(checkoutMachine, checkoutModel);

const ORDERS = '**/api/v3/orders';
const LOOKUP = '**/api/v3/orders/by-key/**';
const ORDER_CODE = '**/checkout-effects*';
const serverError = { code: 'SERVER_ERROR', userMessage: 'Server error' };

/** How a held order call ends: the platform places the order or not, the shopper hears or not. */
type OrderEnd = 'continue' | 'abort' | 'commit-abort' | 'error' | 'commit-error';

/** The lookup by key that follows an order call at `i` (the step after it), if any. */
const lookupAfter = (steps: readonly JourneyStep[], i: number) =>
  steps[i + 1]?.event as { type: string; output?: unknown } | undefined;

test.describe.configure({ timeout: 120_000 });

/** Also on a phone: an order placed, and a guest's contact refused. */
const onPhone = (path: JourneyPath) =>
  path.steps.some(
    (s) => s.state === 'placed' || valueKey(s.state) === valueKey({ editing: 'contact' }),
  );

for (const path of paths) {
  test(`checkout: ${path.name}`, { tag: onPhone(path) ? '@phone' : [] }, async ({
    page,
    baseURL,
  }) => {
    const input = path.input as CheckoutInput;
    const presses = branches(path);
    // An attempt kept from before a reload was made with everything in place.
    const first = presses[0] ?? (input.openAttempt ? 'ready' : 'noShop');
    const has = (type: string) => path.steps.some((s) => s.event.type === type);
    await seedConsent(page);
    await recordJourneys(page);
    // Two tomatoes and minced beef: above the delivery minimum.
    await seedCart(
      page,
      presses.includes('emptyCart')
        ? []
        : [
            { sku: '1001', quantity: 2 },
            { sku: '1002', quantity: 1 },
          ],
    );
    if (has('xstate.after.PLACE_TIMEOUT.checkout.placing')) await page.clock.install();
    await page.goto('/en');
    const ui = checkoutUi(page);

    // The situation of the first press, through the shop's own sheets.
    if (input.guest) {
      if (first !== 'noShop') await chooseDelivery(page);
    } else if (first === 'noAddress') {
      // An address typed as a guest, then a login: a customer orders to a saved address.
      await chooseDelivery(page);
      await signIn(page, baseURL!);
    } else {
      await signIn(page, baseURL!);
      await page.reload();
      if (first !== 'noShop') await ui.chooseSavedAddress();
    }
    if (first === 'ready') await ui.reserveSlot();
    await page.goto('/en/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    // The kept selection is checked with the platform again before "Place order" counts.
    if (first !== 'noShop') await expect(ui.where).toContainText('Shop: ', { timeout: 20_000 });
    if (first === 'ready') await expect(ui.slot).toContainText('reserved for');
    if (!input.guest) await expect(ui.customer).toBeVisible({ timeout: 15_000 });
    const checkout = journeyOf(page, 'checkout');
    await checkout.start({ editing: 'ready' });
    let release: ((how: OrderEnd) => Promise<void>) | undefined;
    if (input.openAttempt) {
      // An attempt left without a reply: the order placed by it or not, as the first lookup
      // answers; the page is left unanswered (no reply, and the lookup cannot be made either).
      const found = (path.steps[0]?.event as { output?: unknown } | undefined)?.output != null;
      await page.getByText('Card on delivery').click();
      await page.route(ORDERS, (route) =>
        (found ? route.fetch().then(() => route.abort()) : route.abort()).catch(() => {}),
      );
      await page.route(LOOKUP, (route) => route.abort('connectionfailed'));
      await ui.place.click();
      await expect(page.getByRole('button', { name: 'Retry placing the order' })).toBeVisible();
      await page.unroute(ORDERS);
      await page.unroute(LOOKUP);
      release = await hold(LOOKUP);
      await page.reload();
      await checkout.start('checking');
    }

    let pressed: Branch | undefined;
    for (const [i, step] of path.steps.entries()) {
      await perform(step, path.steps[i + 1], i);
      await checkout.step(step.event.type, step.state, 25_000);
      await expectState(step);
    }
    // A path that ends while placing or checking: the held call is dropped.
    await release?.('abort');

    async function perform(step: JourneyStep, next: JourneyStep | undefined, i: number) {
      const event = step.event as { type: string; field?: string; draft?: OrderDraft };
      switch (event.type) {
        case 'order.place': {
          const branch = branchOf(event.draft!);
          await moveOn(pressed, branch);
          pressed = branch;
          if (valueKey(step.state) === 'placing') {
            const answer = next?.event as { type: string; error?: { kind: string } } | undefined;
            // Prices raised on the platform after the summary was priced: the order is refused.
            if (answer?.error?.kind === 'rejected') {
              await setScenarios(page, baseURL!, 'price-changed');
            }
            release = answer?.type.startsWith('xstate.after.')
              ? await hold(ORDER_CODE)
              : await hold(ORDERS);
          }
          return ui.place.click();
        }
        case 'order.retry':
          // Without the order at hand (after a reload) a retry asks the platform again.
          release = await hold(valueKey(step.state) === 'checking' ? LOOKUP : ORDERS);
          return page.getByRole('button', { name: 'Retry placing the order' }).click();
        case 'contact.change': {
          const label = { firstName: 'First name', lastName: 'Last name', email: 'E-mail' }[
            event.field as 'firstName' | 'lastName' | 'email'
          ];
          const value = completeContact[event.field as keyof typeof completeContact];
          return page.getByRole('textbox', { name: label, exact: true }).fill(value);
        }
        case 'payment.select':
          return page.getByText('Card online').click();
        case 'notes.change':
          return page.getByRole('textbox', { name: 'Comments for your order' }).fill('Ring twice');
        case 'gift.change':
          return page.getByText('This order is a gift').click();
        case 'billing.select': {
          const billing = (event as { billing?: string }).billing;
          return page
            .getByRole('radiogroup', { name: 'Receipt or invoice' })
            .getByText(billing === 'invoice' ? 'Invoice' : 'Receipt', { exact: true })
            .click();
        }
        case 'invoice.change':
          return page.getByRole('textbox', { name: 'VAT number (ΑΦΜ)' }).fill(wrongVatNumber);
        case 'xstate.done.actor.placeOrder':
        case 'xstate.error.actor.placeOrder': {
          const kind = (event as { error?: { kind: string } }).error?.kind;
          if (kind === 'unreachable' || kind === 'unconfirmed') {
            // Whether the platform placed it is what the lookup that follows finds.
            const lookup = lookupAfter(path.steps, i);
            const commit = lookup?.type === 'xstate.done.actor.findOrder' && lookup.output != null;
            const end = release!;
            release = await hold(LOOKUP);
            await end(
              kind === 'unreachable'
                ? commit
                  ? 'commit-abort'
                  : 'abort'
                : commit
                  ? 'commit-error'
                  : 'error',
            );
            return;
          }
          await release!('continue');
          release = undefined;
          return;
        }
        case 'xstate.done.actor.findOrder':
        case 'xstate.error.actor.findOrder':
          await release!(event.type === 'xstate.done.actor.findOrder' ? 'continue' : 'abort');
          release = undefined;
          return;
        case 'xstate.after.PLACE_TIMEOUT.checkout.placing':
          // The order code never arrives: the journey gives up after its 20 s and asks by key
          // (which needs the same code: the path ends there).
          await page.clock.runFor(20_000);
          return;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    /** What the shopper changes on the page between two presses (only forward: see above). */
    async function moveOn(from: Branch | undefined, to: Branch) {
      if (from === undefined || from === to) return;
      if (from === 'noShop' || from === 'noAddress') {
        if (input.guest) {
          await page.getByRole('button', { name: 'Choose service and address' }).click();
          await chooseGuestAddressInSheets(page);
        } else {
          await ui.where.getByRole('button', { name: /Change|Choose service and address/ }).click();
          await ui.pickSavedAddress();
        }
        await expect(ui.where).not.toContainText('Choose the address we deliver to.');
      }
      if (to === 'ready') {
        await ui.slot.getByRole('button', { name: 'Choose a time slot' }).click();
        await prebookUi(page).reserveTomorrow({ open: false });
        await expect(ui.slot).toContainText('reserved for');
      }
    }

    /**
     * Holds the calls to `url` until the next step says how they end; a call sent after that
     * (the order code loads first) ends the same way.
     */
    async function hold(url: string) {
      let answer: (how: OrderEnd) => void = () => {};
      const decided = new Promise<OrderEnd>((resolve) => {
        answer = resolve;
      });
      await page.route(url, (route) =>
        decided
          .then(async (how) => {
            if (how === 'continue') return route.continue();
            if (how.startsWith('commit')) await route.fetch();
            if (how.endsWith('error')) return route.fulfill({ status: 500, json: serverError });
            return route.abort('connectionfailed');
          })
          .catch(() => {}),
      );
      // Later calls end the same way (the client's own retries of a lookup included).
      return async (how: OrderEnd) => answer(how);
    }

    async function expectState(step: JourneyStep) {
      const state = valueKey(step.state);
      const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
      switch (state) {
        case valueKey({ editing: 'ready' }):
          await expect(ui.place).toBeEnabled();
          if (step.event.type === 'xstate.error.actor.placeOrder') {
            await expect(alert('Some prices have changed.')).toBeVisible();
          }
          if (step.event.type === 'xstate.done.actor.findOrder') {
            await expect(alert('Your order was not placed and nothing was charged.')).toBeVisible();
          }
          return;
        case valueKey({ editing: 'noShop' }):
          await expect(alert('Choose a service and an address or shop first.')).toBeVisible();
          return;
        case valueKey({ editing: 'noAddress' }):
          await expect(alert('Add your delivery address first.')).toBeVisible();
          await expect(ui.where).toContainText('Choose the address we deliver to.');
          return;
        case valueKey({ editing: 'emptyCart' }):
          await expect(alert('Your cart is empty.')).toBeVisible();
          return;
        case valueKey({ editing: 'noSlot' }):
          await expect(alert('Choose a time slot first.')).toBeVisible();
          await expect(ui.slot).toContainText('No time slot reserved yet.');
          return;
        case valueKey({ editing: 'contact' }):
          await expect(alert('Please complete your contact details.')).toBeVisible();
          // The phone came from the address.
          await expect(page.getByRole('textbox', { name: 'Contact phone' })).toHaveValue(
            '6912345678',
          );
          return;
        case valueKey({ editing: 'invoice' }):
          await expect(alert('Please check the invoice details.')).toBeVisible();
          await expect(page.getByRole('textbox', { name: 'VAT number (ΑΦΜ)' })).toHaveAttribute(
            'aria-invalid',
            'true',
          );
          return;
        case valueKey({ editing: 'payment' }):
          await expect(alert('Choose how you will pay.')).toBeVisible();
          return;
        case 'placing':
          await expect(page.getByRole('button', { name: 'Placing your order…' })).toBeVisible();
          await expect(page.getByText('Please wait, do not close this page.')).toBeVisible();
          return;
        case 'checking':
          await expect(page.getByRole('button', { name: 'Checking your order…' })).toBeVisible();
          await expect(page.getByText('Checking whether your order went through…')).toBeVisible();
          return;
        case 'unanswered':
          await expect(page.getByRole('button', { name: 'Retry placing the order' })).toBeVisible();
          await expect(alert('Retry: no second order will be placed.')).toBeVisible();
          return;
        case 'placed':
          await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible(
            { timeout: 15_000 },
          );
          return;
        default:
          throw new Error(`No assertion for ${state}`);
      }
    }
  });
}

/** The checkout page and the selection sheets as the English shop shows them. */
function checkoutUi(page: Page) {
  const serviceButton = page.getByRole('button', { name: /Service and address/ });
  return {
    where: page.getByRole('region', { name: /Delivery address|Pick-up shop/ }),
    slot: page.getByRole('region', { name: 'Time slot' }),
    place: page.getByRole('button', { name: 'Place order' }),
    customer: page.getByRole('banner').getByRole('button', { name: 'Account of Ελένη' }),
    /** The demo customer's first saved address, from the header's selection sheets. */
    async chooseSavedAddress() {
      await serviceButton.click();
      await this.pickSavedAddress();
    },
    /** Home delivery to the first saved address, from the open service picker. */
    async pickSavedAddress() {
      await page.getByRole('button', { name: 'Home delivery' }).click();
      const sheet = page.getByRole('dialog', { name: 'Choose a delivery address' });
      await sheet.getByRole('button').filter({ hasText: /\d{5}/ }).first().click();
      await expect(sheet).toBeHidden();
    },
    /** Tomorrow's first free slot through the header's time-slot sheet. */
    async reserveSlot() {
      const prebook = prebookUi(page);
      await prebook.reserveTomorrow();
      await expect(prebook.slotButton).toHaveAccessibleName(/min left to order/);
    },
  };
}

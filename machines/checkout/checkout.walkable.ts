import type { JourneyPath } from '../testing/journey-paths';
import type { CheckoutInput, OrderDraft } from './checkout.types';

export type Branch = 'noShop' | 'noAddress' | 'emptyCart' | 'noSlot' | 'ready';
export const branchOf = (d: OrderDraft): Branch =>
  d.shopId === null
    ? 'noShop'
    : d.deliversToAddress && !d.hasAddress
      ? 'noAddress'
      : d.itemCount <= 0
        ? 'emptyCart'
        : d.slotRequired && d.reservationRequestId === null
          ? 'noSlot'
          : 'ready';
/** What a later press may meet after an earlier one, with only what the page itself offers. */
const follows: Record<Branch, Branch[]> = {
  noShop: ['noShop', 'emptyCart', 'noSlot', 'ready'],
  noAddress: ['noAddress', 'emptyCart', 'noSlot', 'ready'],
  emptyCart: ['emptyCart'],
  noSlot: ['noSlot', 'ready'],
  ready: ['ready'],
};
export const branches = (path: JourneyPath) =>
  path.steps
    .filter((s) => s.event.type === 'order.place')
    .map((s) => branchOf((s.event as unknown as { draft: OrderDraft }).draft));

/**
 * Which paths of the checkout page a shopper can walk (e2e/journeys/checkout.spec.ts arranges
 * the first press through the shop and later ones on the page). Not:
 * - a guest's press without an address: a guest's delivery always has the address typed in the
 *   sheet (a customer meets it after typing one as a guest, then logging in);
 * - a customer's contact change: a customer has no contact fields (the account has them);
 * - filling the cart, or giving up the shop, address or slot, on /checkout: the page has neither
 *   the side cart nor a way back, so presses only move forward through the checks;
 * - a press for a service without pre-booking: that needs the platform's express-no-prebook
 *   scenario; e2e/prebook-disabled.spec.ts orders that way;
 * - typing an invoice field while a receipt is chosen: the invoice fields show for an invoice only;
 * - "no answer in time" once the order code has arrived: the spec stalls an order by holding that
 *   code, so only the visit's first order attempt can stall (not after an earlier press placed or
 *   a kept attempt was checked), and nothing follows it (the lookup by key needs the same code);
 * - a press after an order refused for changed prices: the spec raises the prices on the platform
 *   for that refusal (a scenario of the visit), and they stay raised.
 */
export function walkableInUi(path: JourneyPath): boolean {
  const guest = (path.input as CheckoutInput).guest;
  const presses = branches(path);
  if (guest && presses.includes('noAddress')) return false;
  const drafts = path.steps.flatMap((s) =>
    s.event.type === 'order.place' ? [(s.event as unknown as { draft: OrderDraft }).draft] : [],
  );
  if (drafts.some((d) => !d.slotRequired)) return false;
  if (!guest && path.steps.some((s) => s.event.type === 'contact.change')) return false;
  if (typesInvoiceUnseen(path)) return false;
  if (!stallsFirstAttempt(path)) return false;
  if (pressesAfterRefusal(path)) return false;
  const emptyCart = presses.includes('emptyCart');
  if (emptyCart && presses.some((b) => b === 'noSlot' || b === 'ready')) return false;
  return presses.every((b, i) => i === 0 || follows[presses[i - 1]!].includes(b));
}

/** An invoice field typed while a receipt is chosen (the fields are not on the page then). */
function typesInvoiceUnseen(path: JourneyPath): boolean {
  let invoice = (path.input as CheckoutInput).keptInvoice?.billing === 'invoice';
  for (const { event } of path.steps) {
    if (event.type === 'billing.select')
      invoice = (event as { billing?: string }).billing === 'invoice';
    if (event.type === 'invoice.change' && !invoice) return true;
  }
  return false;
}

const PLACE_TIMEOUT = 'xstate.after.PLACE_TIMEOUT.checkout.placing';

/** A path with "no answer in time" stalls the visit's first attempt and ends there. */
function stallsFirstAttempt(path: JourneyPath): boolean {
  const at = path.steps.findIndex((s) => s.event.type === PLACE_TIMEOUT);
  if (at < 0) return true;
  if ((path.input as CheckoutInput).openAttempt || at !== path.steps.length - 1) return false;
  return path.steps.filter((s, i) => i < at && s.state === 'placing').length === 1;
}

/** An order placed again after the platform refused one for changed prices. */
function pressesAfterRefusal(path: JourneyPath): boolean {
  const refused = path.steps.findIndex(
    (s) =>
      s.event.type === 'xstate.error.actor.placeOrder' &&
      (s.event as { error?: { kind?: string } }).error?.kind === 'rejected',
  );
  return refused >= 0 && path.steps.slice(refused).some((s) => s.event.type === 'order.place');
}

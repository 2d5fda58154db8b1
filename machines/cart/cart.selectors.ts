import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';
import { CHECKOUT_BLOCKING_MESSAGE_CODE, countItems } from './cart.types';

type Snapshot = SnapshotFrom<typeof cartMachine>;

export const cartItems = (s: Snapshot) => s.context.items;
export const itemCount = (s: Snapshot) => countItems(s.context.items);
/** The stored lines are read (false on prerendered HTML until the page is hydrated). */
export const isCartKnown = (s: Snapshot) => !s.context.keptLater;
/** What the stored cart lost as the visit started, until the shopper has read it. */
export const cartRestoreLoss = (s: Snapshot) => s.context.restoreLoss;
export const isSideCartOpen = (s: Snapshot) => s.hasTag('sideCartOpen');
export const isPricing = (s: Snapshot) => s.hasTag('pricing');
/** Offline with lines changed or not priced: their prices are checked when the connection is back. */
export const isWaitingForConnection = (s: Snapshot) => s.hasTag('offline');
/** The global error flag: the last pricing failed. */
export const hasPricingError = (s: Snapshot) => s.context.pricingFailed;
/** The last pricing failed and nothing has priced the cart since (dismissing the toast aside). */
export const isPricingFailed = (s: Snapshot) => s.hasTag('pricingFailed');
export const pricedCart = (s: Snapshot) => s.context.priced;
/** The order's substitution default (the lines without a choice of their own go with it). */
export const substitutionDefault = (s: Snapshot) => s.context.substitutionDefault;
export const isCartEmpty = (s: Snapshot) => s.context.items.length === 0;
/** MSG_ORDER00017 (below the minimum order value) disables the checkout button. */
export const isCheckoutBlocked = (s: Snapshot) =>
  s.context.priced?.messages.some((m) => m.code === CHECKOUT_BLOCKING_MESSAGE_CODE) ?? false;

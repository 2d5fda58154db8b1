import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { priceChangesMachine } from '../price-changes/price-changes.machine';
import type { checkoutPressMachine } from './checkout-press.machine';

type Snapshot = SnapshotFrom<typeof checkoutPressMachine>;

/** Pricing after a press: the checkout button shows a busy label and ignores presses. */
export const isPressBusy = (s: Snapshot) => s.hasTag('busy');
/** The snackbar's message code (`selectShop`, `pricingFailed`), or null. */
export const pressNotice = (s: Snapshot) => (s.hasTag('snackbar') ? s.context.notice : null);
/** The price-changes modal's actor while it is open. */
export const priceChangesRef = (s: Snapshot) =>
  s.children.priceChanges as ActorRefFrom<typeof priceChangesMachine> | undefined;
export const needsOverlay = (s: Snapshot) => s.hasTag('snackbar') || s.hasTag('priceChanges');

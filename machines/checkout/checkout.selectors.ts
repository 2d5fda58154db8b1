import type { SnapshotFrom } from 'xstate';
import { invoiceErrors as invoiceErrorsOf } from './checkout.invoice';
import type { checkoutMachine } from './checkout.machine';
import { contactErrors as errorsOf } from './checkout.types';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

export const isBusy = (s: Snapshot) => s.hasTag('busy');
/** The platform is asked whether an attempt placed an order. */
export const isChecking = (s: Snapshot) => s.hasTag('checking');
export const canRetry = (s: Snapshot) => s.hasTag('retry');
export const isPlaced = (s: Snapshot) => s.hasTag('placed');
export const isGuest = (s: Snapshot) => s.context.guest;
export const contact = (s: Snapshot) => s.context.contact;
export const payment = (s: Snapshot) => s.context.payment;
export const notes = (s: Snapshot) => s.context.notes;
export const isGift = (s: Snapshot) => s.context.gift;
export const problem = (s: Snapshot) => s.context.problem;
export const failure = (s: Snapshot) => s.context.failure;
export const placedOrder = (s: Snapshot) => s.context.order;
/** Field errors are shown once a press was refused for the contact. */
export const visibleContactErrors = (s: Snapshot) =>
  s.context.problem === 'contact' ? errorsOf(s.context.contact) : {};
export const billing = (s: Snapshot) => s.context.billing;
export const isInvoice = (s: Snapshot) => s.context.billing === 'invoice';
export const invoice = (s: Snapshot) => s.context.invoice;
/** Every invoice field's error code now (the view shows one once refused or once left typed). */
export const invoiceErrors = (s: Snapshot) => invoiceErrorsOf(s.context.invoice);
/** The invoice was refused at "Place order": every field's error shows. */
export const isInvoiceRefused = (s: Snapshot) => s.context.problem === 'invoice';

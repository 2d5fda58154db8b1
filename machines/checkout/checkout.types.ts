import { isEmail } from '@/lib/email';
import { type FieldError, validatePersonName, validatePhone } from '@/lib/field-rules';
import type { Billing, InvoiceDetails, InvoiceField, KeptInvoice } from './checkout.invoice';

/** The payment methods of the contract: a card online (the footer's marks), card or cash on delivery. */
export const paymentMethods = ['CARD', 'CARD_ON_DELIVERY', 'CASH_ON_DELIVERY'] as const;
export type PaymentChoice = (typeof paymentMethods)[number];

/** A guest's contact details (a logged-in customer's come from the account). */
export interface GuestContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
export type ContactField = keyof GuestContact;
export const emptyContact: GuestContact = { firstName: '', lastName: '', email: '', phone: '' };

/** What the rest of the shop holds when the shopper presses "Place order" (built by the app). */
export interface OrderDraft {
  shopId: string | null;
  deliversToAddress: boolean;
  /** A saved address (customer) or the guest's address is known. */
  hasAddress: boolean;
  itemCount: number;
  /** The live reservation's request id; null when no slot is reserved (or it ran out). */
  reservationRequestId: string | null;
  /**
   * The service offers pre-booking (its `timeslots.prebook.enabled`): the order needs a reserved
   * slot. Without it the platform gives the earliest slot, and no slot is asked for.
   */
  slotRequired: boolean;
  /**
   * What is ordered (shop, service, address, lines), as text: an attempt whose outcome is unknown
   * keeps its idempotency key for the next press while this stays the same.
   */
  fingerprint: string;
}

/** Why "Place order" was refused, first failing check first. */
export type CheckoutProblem =
  | 'noShop'
  | 'noAddress'
  | 'emptyCart'
  | 'noSlot'
  | 'contact'
  | 'invoice'
  | 'payment';

/**
 * How an attempt ended without an order.
 * - `timeout`, `unreachable` (no reply) and `unconfirmed` (a server error or an unreadable reply)
 *   leave it unknown whether the platform placed it: the platform is asked by key, and a retry
 *   sends the same key.
 * - `notPlaced`: the platform has no order for the key; the next press of the same order reuses it.
 * - The others are definite refusals.
 */
export type PlaceFailure =
  | 'timeout'
  | 'unreachable'
  | 'unconfirmed'
  | 'notPlaced'
  | 'PRICE_CHANGED'
  | 'RESERVATION_EXPIRED'
  | 'ITEMS_UNAVAILABLE'
  | 'MINIMUM_NOT_REACHED'
  | 'GUEST_NOT_ALLOWED'
  | 'rejected';

/**
 * What the app's placeOrder effect throws: a definite refusal (a 4xx), no reply, or a reply that
 * leaves the outcome unknown (5xx, unreadable).
 */
export type PlaceOrderError =
  | { kind: 'rejected'; code: PlaceFailure }
  | { kind: 'unreachable' }
  | { kind: 'unconfirmed' };

/** An attempt whose outcome is not known yet: kept across reloads until the platform says. */
export interface OpenAttempt {
  idempotencyKey: string;
  fingerprint: string;
}

export interface PlacedOrderRef {
  orderId: string;
  orderNumber: string;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  draft: OrderDraft;
  /** Only for a guest. */
  contact: GuestContact | null;
  payment: PaymentChoice;
  notes: string;
  /** A gift order: the delivery note leaves the prices out (when giftOrder.enabled). */
  gift: boolean;
  /** Only when an invoice was chosen (a receipt otherwise). */
  invoice: InvoiceDetails | null;
}

export interface CheckoutInput {
  /** No token: a guest order (contact details needed). */
  guest: boolean;
  /** A random prefix from the app; attempt keys are `<seed>-<attempt>`. */
  keySeed: string;
  /** Prefilled contact (the guest address's phone). */
  contact: GuestContact;
  /** An earlier attempt (this tab or another, before a reload) whose outcome is unknown. */
  openAttempt?: OpenAttempt | null;
  /** The invoice choice and details typed before a reload (`temporaryInvoice`). */
  keptInvoice?: KeptInvoice | null;
}

export interface CheckoutContext {
  guest: boolean;
  keySeed: string;
  attempt: number;
  /**
   * The key of the attempt in flight, or of one whose outcome is unknown or was not placed; null
   * between attempts (after an order or a definite refusal).
   */
  idempotencyKey: string | null;
  /** What the attempt with that key ordered (OrderDraft.fingerprint). */
  fingerprint: string | null;
  contact: GuestContact;
  payment: PaymentChoice | null;
  notes: string;
  gift: boolean;
  billing: Billing;
  invoice: InvoiceDetails;
  draft: OrderDraft | null;
  problem: CheckoutProblem | null;
  failure: PlaceFailure | null;
  order: PlacedOrderRef | null;
}

export type CheckoutEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'payment.select'; method: PaymentChoice }
  | { type: 'notes.change'; value: string }
  | { type: 'gift.change'; value: boolean }
  | { type: 'billing.select'; billing: Billing }
  | { type: 'invoice.change'; field: InvoiceField; value: string }
  | { type: 'order.place'; draft: OrderDraft }
  | { type: 'order.retry' };

export const NOTES_MAX = 500;
/** The longest first or last name the contract takes. */
export const CONTACT_NAME_MAX = 60;

/** Field error codes of the guest contact (the shop's field rules); an empty object when complete. */
export function contactErrors(contact: GuestContact): Partial<Record<ContactField, FieldError>> {
  const checks: [ContactField, FieldError | null][] = [
    ['firstName', validatePersonName(contact.firstName, { max: CONTACT_NAME_MAX })],
    ['lastName', validatePersonName(contact.lastName, { max: CONTACT_NAME_MAX })],
    [
      'email',
      !contact.email.trim()
        ? { code: 'required' }
        : isEmail(contact.email)
          ? null
          : { code: 'invalidEmail' },
    ],
    ['phone', validatePhone(contact.phone)],
  ];
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

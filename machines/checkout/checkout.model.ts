import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { checkoutMachine } from './checkout.machine';
import type { OrderDraft } from './checkout.types';
import { walkableInUi } from './checkout.walkable';

/** A complete draft: a shop, an address, two items and a reserved slot. */
export const readyDraft: OrderDraft = {
  shopId: 'shop-kolonaki',
  deliversToAddress: true,
  hasAddress: true,
  itemCount: 2,
  reservationRequestId: 'res-1',
  slotRequired: true,
  fingerprint: 'shop-kolonaki|easy|address-1|1001x2,1002x1',
};
/** One draft per refusal, in the order the checks run. */
export const draftVariants: Record<string, OrderDraft> = {
  ready: readyDraft,
  'no shop': { ...readyDraft, shopId: null },
  'no address': { ...readyDraft, hasAddress: false },
  'empty cart': { ...readyDraft, itemCount: 0 },
  'no slot': { ...readyDraft, reservationRequestId: null },
  /** A service without pre-booking (express with `timeslots.prebook.enabled` false). */
  'no pre-book': { ...readyDraft, reservationRequestId: null, slotRequired: false },
};
export const completeContact = {
  firstName: 'Ελένη',
  lastName: 'Παπαδοπούλου',
  email: 'eleni@example.gr',
  phone: '6912345678',
};
/** A company with a valid ΑΦΜ (its check digit holds) and a Greek invoice address. */
export const completeInvoice = {
  companyName: 'Λαχανικά Αττικής Α.Ε.',
  vatNumber: '094014201',
  taxOffice: 'ΦΑΕ Αθηνών',
  activity: 'Εστίαση',
  street: 'Πανεπιστημίου',
  streetNo: '10',
  postalCode: '10671',
  city: 'Αθήνα',
};
/** Nine digits whose check digit does not hold. */
export const wrongVatNumber = '123456789';
export const placedSample = { orderId: 'order-9', orderNumber: 'AG-260601-1004' };
/** An attempt of the ready draft whose outcome was unknown when the page was left. */
export const openAttemptSample = { idempotencyKey: 'k0-1', fingerprint: readyDraft.fingerprint };

const labels: Record<string, string> = {
  'notes.change': 'write a comment',
  'gift.change': 'mark it as a gift',
  'order.retry': 'retry',
  'xstate.done.actor.placeOrder': 'the order is placed',
  'xstate.after.PLACE_TIMEOUT.checkout.placing': 'no answer in time',
  'xstate.error.actor.findOrder': 'the platform cannot be asked',
};

/** Path generation model of the checkout page and order placement. */
export const checkoutModel: JourneyModel<typeof checkoutMachine> = {
  uiWalkable: walkableInUi,
  inputs: [
    {
      name: 'a guest with the phone from the address',
      input: {
        guest: true,
        keySeed: 'k',
        contact: { firstName: '', lastName: '', email: '', phone: '6912345678' },
      },
    },
    {
      name: 'a logged-in customer',
      input: {
        guest: false,
        keySeed: 'k',
        contact: { firstName: '', lastName: '', email: '', phone: '' },
      },
    },
    {
      name: 'a customer back after an order attempt without a reply',
      input: {
        guest: false,
        keySeed: 'k',
        contact: { firstName: '', lastName: '', email: '', phone: '' },
        openAttempt: openAttemptSample,
      },
    },
  ],
  eventVariants: {
    'order.place': Object.values(draftVariants).map((draft) => ({ type: 'order.place', draft })),
    'contact.change': [
      { type: 'contact.change', field: 'firstName', value: completeContact.firstName },
      { type: 'contact.change', field: 'lastName', value: completeContact.lastName },
      { type: 'contact.change', field: 'email', value: completeContact.email },
    ] as unknown as EventObject[],
    'payment.select': [{ type: 'payment.select', method: 'CARD' } as EventObject],
    'notes.change': [{ type: 'notes.change', value: 'Ring twice' } as EventObject],
    'gift.change': [{ type: 'gift.change', value: true } as EventObject],
    'billing.select': [
      { type: 'billing.select', billing: 'invoice' } as EventObject,
      { type: 'billing.select', billing: 'receipt' } as EventObject,
    ],
    'invoice.change': [
      { type: 'invoice.change', field: 'vatNumber', value: wrongVatNumber } as EventObject,
    ],
    'xstate.done.actor.placeOrder': [
      { type: 'xstate.done.actor.placeOrder', output: placedSample } as EventObject,
    ],
    'xstate.error.actor.placeOrder': [
      {
        type: 'xstate.error.actor.placeOrder',
        error: { kind: 'rejected', code: 'PRICE_CHANGED' },
      } as EventObject,
      { type: 'xstate.error.actor.placeOrder', error: { kind: 'unreachable' } } as EventObject,
      { type: 'xstate.error.actor.placeOrder', error: { kind: 'unconfirmed' } } as EventObject,
    ],
    'xstate.done.actor.findOrder': [
      { type: 'xstate.done.actor.findOrder', output: placedSample } as EventObject,
      { type: 'xstate.done.actor.findOrder', output: null } as EventObject,
    ],
    'xstate.error.actor.findOrder': [
      { type: 'xstate.error.actor.findOrder', error: { kind: 'unreachable' } } as EventObject,
    ],
  },
  describeEvent: (event) => {
    const e = event as EventObject & {
      draft?: OrderDraft;
      field?: string;
      method?: string;
      billing?: string;
      error?: { kind: string; code?: string };
    };
    if (e.type === 'order.place') {
      const name = Object.entries(draftVariants).find(([, d]) => d === e.draft)?.[0] ?? '?';
      return `place order (${name})`;
    }
    if (e.type === 'contact.change') return `fill ${e.field}`;
    if (e.type === 'payment.select') return `choose payment ${e.method}`;
    if (e.type === 'billing.select')
      return `ask for ${e.billing === 'invoice' ? 'an' : 'a'} ${e.billing}`;
    if (e.type === 'invoice.change') return `type a wrong ${e.field}`;
    if (e.type === 'xstate.error.actor.placeOrder')
      return e.error?.kind === 'rejected'
        ? `refused: ${e.error.code}`
        : e.error?.kind === 'unreachable'
          ? 'connection lost'
          : 'a server error after sending';
    if (e.type === 'xstate.done.actor.findOrder')
      return (e as { output?: unknown }).output ? 'the platform has the order' : 'no such order';
    return labels[e.type] ?? e.type;
  },
};

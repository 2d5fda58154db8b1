import { assign, fromPromise, setup } from 'xstate';
import { emptyInvoice, invoiceErrors, type KeptInvoice } from './checkout.invoice';
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutProblem,
  contactErrors,
  NOTES_MAX,
  type OpenAttempt,
  type PlacedOrderRef,
  type PlaceOrderError,
  type PlaceOrderInput,
} from './checkout.types';

/** No answer within this time: the attempt is given up and may be retried with the same key. */
export const PLACE_TIMEOUT_MS = 20_000;

function notProvided(name: string): never {
  throw new Error(`checkout: effect "${name}" not provided`);
}

/** The attempt in flight is kept where a reload or another tab finds it. */
const rememberAttempt = {
  type: 'keepAttempt',
  params: ({ context }: { context: CheckoutContext }) => ({
    attempt: { idempotencyKey: context.idempotencyKey!, fingerprint: context.fingerprint! },
  }),
} as const;
const forgetAttempt = { type: 'keepAttempt', params: { attempt: null } } as const;

/** What the shopper chose and typed for the invoice, kept for a reload while it is not ordered. */
const rememberInvoice = {
  type: 'keepInvoice',
  params: ({ context }: { context: CheckoutContext }) => ({
    kept: { billing: context.billing, invoice: context.invoice },
  }),
} as const;

const forgetInvoice = { type: 'keepInvoice', params: { kept: null } } as const;

const pressed = (event: CheckoutEvent) => (event.type === 'order.place' ? event.draft : null);

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** Sends the order with the attempt's idempotency key; throws a PlaceOrderError. */
    placeOrder: fromPromise<PlacedOrderRef, PlaceOrderInput>(async () => notProvided('placeOrder')),
    /** Asks the platform for the order placed with a key: the order, or null when there is none. */
    findOrder: fromPromise<PlacedOrderRef | null, { idempotencyKey: string }>(async () =>
      notProvided('findOrder'),
    ),
  },
  actions: {
    /** Clears the cart and the reservation, refreshes the history, goes to /thank-you. */
    completeOrder: (_, _params: { order: PlacedOrderRef }) => notProvided('completeOrder'),
    /** Keeps the open attempt where a reload or another tab finds it (null: forget it). */
    keepAttempt: (_, _params: { attempt: OpenAttempt | null }) => notProvided('keepAttempt'),
    /** Keeps the invoice choice and details for a reload (null: the order took them, forget). */
    keepInvoice: (_, _params: { kept: KeptInvoice | null }) => notProvided('keepInvoice'),
    /** A press refused by a check: the view shows why. */
    refuse: assign(({ event }, params: { problem: CheckoutProblem }) => ({
      problem: params.problem,
      failure: null,
      draft: pressed(event),
    })),
    /** The same order as an open attempt keeps its key; anything else ordered gets a new one. */
    startAttempt: assign(({ context, event }) => {
      const draft = pressed(event);
      const same = context.idempotencyKey !== null && context.fingerprint === draft?.fingerprint;
      const attempt = same ? context.attempt : context.attempt + 1;
      return {
        attempt,
        idempotencyKey: same ? context.idempotencyKey : `${context.keySeed}-${attempt}`,
        fingerprint: draft?.fingerprint ?? null,
        draft,
        problem: null,
        failure: null,
      };
    }),
    /** The order exists, or was definitely refused: the next press is a new attempt. */
    closeAttempt: assign({ idempotencyKey: null, fingerprint: null }),
    showOrder: assign((_, params: { order: PlacedOrderRef }) => ({
      order: params.order,
      failure: null,
    })),
  },
  guards: {
    isShopMissing: ({ event }) => pressed(event)?.shopId === null,
    isAddressMissing: ({ event }) => {
      const draft = pressed(event);
      return Boolean(draft?.deliversToAddress && !draft.hasAddress);
    },
    isCartEmpty: ({ event }) => (pressed(event)?.itemCount ?? 0) <= 0,
    isSlotMissing: ({ event }) => {
      const draft = pressed(event);
      return Boolean(draft?.slotRequired && draft.reservationRequestId === null);
    },
    isContactIncomplete: ({ context }) =>
      context.guest && Object.keys(contactErrors(context.contact)).length > 0,
    isInvoiceInvalid: ({ context }) =>
      context.billing === 'invoice' && Object.keys(invoiceErrors(context.invoice)).length > 0,
    isPaymentMissing: ({ context }) => context.payment === null,
    isRefusal: ({ event }) =>
      (event as unknown as { error?: PlaceOrderError }).error?.kind === 'rejected',
    hasOpenAttempt: ({ context }) => context.idempotencyKey !== null,
    isFound: ({ event }) => (event as unknown as { output?: unknown }).output != null,
    hasDraft: ({ context }) => context.draft !== null,
  },
  delays: { PLACE_TIMEOUT: PLACE_TIMEOUT_MS },
}).createMachine({
  id: 'checkout',
  description:
    'The checkout page: contact (guests), payment and comments, then one order per attempt: a double press, a retry, a server error or a reload never places a second order.',
  context: ({ input }) => ({
    guest: input.guest,
    keySeed: input.keySeed,
    attempt: 0,
    idempotencyKey: input.openAttempt?.idempotencyKey ?? null,
    fingerprint: input.openAttempt?.fingerprint ?? null,
    contact: input.contact,
    payment: null,
    notes: '',
    gift: false,
    billing: input.keptInvoice?.billing ?? 'receipt',
    invoice: input.keptInvoice?.invoice ?? emptyInvoice,
    draft: null,
    problem: null,
    failure: null,
    order: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description:
        'An attempt whose outcome is unknown (kept from before a reload, or from another tab) is checked with the platform before the form is offered.',
      always: [{ guard: 'hasOpenAttempt', target: 'checking' }, { target: 'editing' }],
    },
    editing: {
      description:
        'The form is open. "Place order" checks, in this order: shop, address, cart, slot, contact, invoice (when chosen), payment.',
      tags: ['form'],
      on: {
        'contact.change': {
          actions: assign({
            contact: ({ context, event }) => ({ ...context.contact, [event.field]: event.value }),
          }),
        },
        'payment.select': { actions: assign({ payment: ({ event }) => event.method }) },
        'notes.change': {
          actions: assign({ notes: ({ event }) => event.value.slice(0, NOTES_MAX) }),
        },
        'gift.change': { actions: assign({ gift: ({ event }) => event.value }) },
        'billing.select': {
          actions: [assign({ billing: ({ event }) => event.billing }), rememberInvoice],
        },
        'invoice.change': {
          actions: [
            assign({
              invoice: ({ context, event }) => ({ ...context.invoice, [event.field]: event.value }),
            }),
            rememberInvoice,
          ],
        },
        'order.place': [
          {
            guard: 'isShopMissing',
            target: '.noShop',
            actions: { type: 'refuse', params: { problem: 'noShop' } },
          },
          {
            guard: 'isAddressMissing',
            target: '.noAddress',
            actions: { type: 'refuse', params: { problem: 'noAddress' } },
          },
          {
            guard: 'isCartEmpty',
            target: '.emptyCart',
            actions: { type: 'refuse', params: { problem: 'emptyCart' } },
          },
          {
            guard: 'isSlotMissing',
            target: '.noSlot',
            actions: { type: 'refuse', params: { problem: 'noSlot' } },
          },
          {
            guard: 'isContactIncomplete',
            target: '.contact',
            actions: { type: 'refuse', params: { problem: 'contact' } },
          },
          {
            guard: 'isInvoiceInvalid',
            target: '.invoice',
            actions: { type: 'refuse', params: { problem: 'invoice' } },
          },
          {
            guard: 'isPaymentMissing',
            target: '.payment',
            actions: { type: 'refuse', params: { problem: 'payment' } },
          },
          { target: 'placing', actions: ['startAttempt', rememberAttempt] },
        ],
      },
      initial: 'ready',
      states: {
        ready: { description: 'Nothing refused (yet, or since the last refusal was answered).' },
        noShop: { description: 'Refused: no shop selected; the service picker is offered.' },
        noAddress: { description: 'Refused: delivery without an address.' },
        emptyCart: { description: 'Refused: the cart is empty.' },
        noSlot: { description: 'Refused: no reserved time slot; the time-slot sheet is offered.' },
        contact: { description: 'Refused: the guest contact is incomplete; field errors show.' },
        invoice: { description: 'Refused: an invoice is chosen and its details are not valid.' },
        payment: { description: 'Refused: no payment method chosen.' },
      },
    },
    placing: {
      description:
        'The order is on its way with this attempt\'s key; another press does nothing. No answer in time counts as "unknown", not as "failed".',
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey!,
          draft: context.draft!,
          contact: context.guest ? context.contact : null,
          payment: context.payment!,
          notes: context.notes,
          gift: context.gift,
          invoice: context.billing === 'invoice' ? context.invoice : null,
        }),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'showOrder', params: ({ event }) => ({ order: event.output }) },
            'closeAttempt',
            forgetAttempt,
            forgetInvoice,
            { type: 'completeOrder', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'editing.ready',
            // A definite refusal ends the attempt: the next press gets a new key.
            actions: [
              assign({
                failure: ({ event }) => {
                  const error = event.error as PlaceOrderError;
                  return error.kind === 'rejected' ? error.code : 'rejected';
                },
              }),
              'closeAttempt',
              forgetAttempt,
            ],
          },
          {
            target: 'checking',
            actions: assign({
              failure: ({ event }) =>
                (event.error as PlaceOrderError).kind === 'unreachable'
                  ? 'unreachable'
                  : 'unconfirmed',
            }),
          },
        ],
      },
      after: { PLACE_TIMEOUT: { target: 'checking', actions: assign({ failure: 'timeout' }) } },
    },
    checking: {
      description:
        'The outcome is unknown (no reply, a server error, an unreadable reply, or an attempt kept from before): the platform is asked whether the key has an order before anything else is offered.',
      tags: ['busy', 'checking'],
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey! }),
        onDone: [
          {
            guard: 'isFound',
            target: 'placed',
            actions: [
              { type: 'showOrder', params: ({ event }) => ({ order: event.output! }) },
              'closeAttempt',
              forgetAttempt,
              forgetInvoice,
              { type: 'completeOrder', params: ({ event }) => ({ order: event.output! }) },
            ],
          },
          // No order: the key is kept, so pressing again for the same order cannot place two.
          { target: 'editing.ready', actions: assign({ failure: 'notPlaced' }) },
        ],
        onError: {
          target: 'unanswered',
          actions: assign({ failure: ({ context }) => context.failure ?? 'unconfirmed' }),
        },
      },
    },
    unanswered: {
      description:
        'The platform could not be asked either: the order may or may not exist. Retry resends the same key, so the platform answers with the first order if there was one; without the order at hand (an attempt kept from before a reload) it asks again.',
      tags: ['retry'],
      on: {
        'order.retry': [
          { guard: 'hasDraft', target: 'placing', actions: assign({ failure: null }) },
          { target: 'checking' },
        ],
      },
    },
    placed: {
      description: 'The order exists; the shopper is on /thank-you.',
      tags: ['placed'],
      type: 'final',
    },
  },
});

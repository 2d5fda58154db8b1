import { assign, fromPromise, setup } from 'xstate';
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutProblem,
  contactErrors,
  NOTES_MAX,
  type PlacedOrderRef,
  type PlaceOrderError,
  type PlaceOrderInput,
} from './checkout.types';

/** No answer within this time: the attempt is given up and may be retried with the same key. */
export const PLACE_TIMEOUT_MS = 20_000;

function notProvided(name: string): never {
  throw new Error(`checkout: effect "${name}" not provided`);
}

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
  },
  actions: {
    /** Clears the cart and the reservation, refreshes the history, goes to /thank-you. */
    completeOrder: (_, _params: { order: PlacedOrderRef }) => notProvided('completeOrder'),
    /** A press refused by a check: the view shows why. */
    refuse: assign(({ event }, params: { problem: CheckoutProblem }) => ({
      problem: params.problem,
      failure: null,
      draft: pressed(event),
    })),
    startAttempt: assign({
      attempt: ({ context }) => context.attempt + 1,
      idempotencyKey: ({ context }) => `${context.keySeed}-${context.attempt + 1}`,
      draft: ({ event }) => pressed(event),
      problem: null,
      failure: null,
    }),
  },
  guards: {
    isShopMissing: ({ event }) => pressed(event)?.shopId === null,
    isAddressMissing: ({ event }) => {
      const draft = pressed(event);
      return Boolean(draft?.deliversToAddress && !draft.hasAddress);
    },
    isCartEmpty: ({ event }) => (pressed(event)?.itemCount ?? 0) <= 0,
    isSlotMissing: ({ event }) => pressed(event)?.reservationRequestId === null,
    isContactIncomplete: ({ context }) =>
      context.guest && Object.keys(contactErrors(context.contact)).length > 0,
    isPaymentMissing: ({ context }) => context.payment === null,
    isRefusal: ({ event }) =>
      (event as unknown as { error?: PlaceOrderError }).error?.kind === 'rejected',
  },
  delays: { PLACE_TIMEOUT: PLACE_TIMEOUT_MS },
}).createMachine({
  id: 'checkout',
  description:
    'The checkout page: contact (guests), payment and comments, then one order per attempt: a double press or a retry after no answer never places a second order.',
  context: ({ input }) => ({
    guest: input.guest,
    keySeed: input.keySeed,
    attempt: 0,
    idempotencyKey: null,
    contact: input.contact,
    payment: null,
    notes: '',
    gift: false,
    draft: null,
    problem: null,
    failure: null,
    order: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form is open. "Place order" checks, in this order: shop, address, cart, slot, contact, payment.',
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
            guard: 'isPaymentMissing',
            target: '.payment',
            actions: { type: 'refuse', params: { problem: 'payment' } },
          },
          { target: 'placing', actions: 'startAttempt' },
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
        }),
        onDone: {
          target: 'placed',
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: 'completeOrder', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'editing.ready',
            // A definite refusal ends the attempt: the next press gets a new key.
            actions: assign({
              failure: ({ event }) => {
                const error = event.error as PlaceOrderError;
                return error.kind === 'rejected' ? error.code : 'rejected';
              },
              idempotencyKey: null,
            }),
          },
          { target: 'unanswered', actions: assign({ failure: 'unreachable' }) },
        ],
      },
      after: { PLACE_TIMEOUT: { target: 'unanswered', actions: assign({ failure: 'timeout' }) } },
    },
    unanswered: {
      description:
        'No answer (timeout or connection lost): the order may or may not exist. Retry resends the same key, so the platform answers with the first order if there was one.',
      tags: ['retry'],
      on: { 'order.retry': { target: 'placing', actions: assign({ failure: null }) } },
    },
    placed: {
      description: 'The order exists; the shopper is on /thank-you.',
      tags: ['placed'],
      type: 'final',
    },
  },
});

import { assign, setup } from 'xstate';

/**
 * The whole visit as QA walks it (issue 21's system-level test model): the order journey made of
 * the visit-long journeys (selection, cart, pre-book, checkout press, session and merge, checkout,
 * order), with reload, a second tab, login, logout and slot expiry available as events at every
 * step where a shopper can meet them. It is a test model, not app logic: the app runs the real
 * journeys; paths generated from this graph (visit.paths.ts) drive the browser and each state
 * says what every part of the shop must show at once.
 */
export interface VisitContext {
  signedIn: boolean;
  /** A completed selection: a visitor picks up at a shop, a customer gets delivery to a saved address. */
  selected: boolean;
  /** Products in the cart (0 or 1 line). */
  items: number;
  slot: 'none' | 'reserved' | 'expired';
  /** Orders placed during the visit. */
  orders: number;
}

export type VisitEvent =
  | { type: 'shop.choose' }
  | { type: 'product.add' }
  | { type: 'slot.reserve' }
  | { type: 'slot.expire' }
  | { type: 'checkout.go' }
  | { type: 'order.place' }
  | { type: 'shopping.continue' }
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'page.reload' }
  | { type: 'tab.second' };

export const visitMachine = setup({
  types: { context: {} as VisitContext, events: {} as VisitEvent },
  actions: {
    /** Nothing of the visit changes (what the step checks is that the shop agrees). */
    keepEverything: () => {},
  },
  guards: {
    canChoose: ({ context }) => !context.selected,
    canAdd: ({ context }) => context.items === 0,
    canReserve: ({ context }) => context.selected && context.slot !== 'reserved',
    isReserved: ({ context }) => context.slot === 'reserved',
    canGoToCheckout: ({ context }) => context.selected && context.items > 0,
    hasExpiredSlot: ({ context }) =>
      context.selected && context.items > 0 && context.slot === 'expired',
    isVisitor: ({ context }) => !context.signedIn,
    isCustomer: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'visit',
  description: 'A visit from the first page to an order, with the seams a shopper crosses.',
  context: { signedIn: false, selected: false, items: 0, slot: 'none', orders: 0 },
  initial: 'inShop',
  on: {
    // Everything the shop holds survives a reload and agrees in a second tab: nothing changes.
    'page.reload': { actions: 'keepEverything' },
    'tab.second': { actions: 'keepEverything' },
  },
  states: {
    inShop: {
      initial: 'shopping',
      on: {
        login: {
          guard: 'isVisitor',
          description: 'From the account menu: back on the same page, the cart and selection kept.',
          actions: assign({ signedIn: true }),
        },
      },
      states: {
        shopping: {
          description: 'Browsing with the header (selection, time slot, cart, account).',
          on: {
            'shop.choose': { guard: 'canChoose', actions: assign({ selected: true }) },
            'product.add': { guard: 'canAdd', actions: assign({ items: 1 }) },
            'slot.reserve': { guard: 'canReserve', actions: assign({ slot: 'reserved' }) },
            'slot.expire': { guard: 'isReserved', actions: assign({ slot: 'expired' }) },
            'checkout.go': [
              { guard: 'hasExpiredSlot', target: '#visit.expiryModal' },
              { guard: 'canGoToCheckout', target: 'checkout' },
            ],
            logout: {
              guard: 'isCustomer',
              description: 'The selection and its reservation are reset; the cart stays.',
              actions: assign({ signedIn: false, selected: false, slot: 'none' }),
            },
          },
        },
        checkout: {
          description: 'The checkout page: where, when, who, payment and the priced summary.',
          on: {
            'order.place': {
              guard: 'isReserved',
              target: '#visit.thankYou',
              actions: assign({
                items: 0,
                slot: 'none',
                orders: ({ context }) => context.orders + 1,
              }),
            },
            'slot.expire': {
              guard: 'isReserved',
              description: 'Met on checkout, the expiry modal opens at once.',
              target: '#visit.expiryModal',
              actions: assign({ slot: 'expired' }),
            },
          },
        },
      },
    },
    expiryModal: {
      description: 'The reservation ran out: on checkout the expiry modal asks for a new slot.',
      on: {
        'slot.reserve': { target: '#visit.inShop.checkout', actions: assign({ slot: 'reserved' }) },
      },
    },
    thankYou: {
      description:
        'The order is placed: the next one starts without a slot and with an empty cart.',
      on: { 'shopping.continue': { target: '#visit.inShop.shopping' } },
    },
  },
});

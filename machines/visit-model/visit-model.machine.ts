import { assign, setup } from 'xstate';

/**
 * The whole visit as QA walks it (issue 21's system-level test model): the order journey made of
 * the visit-long journeys (selection, cart, pre-book, checkout press, session and merge, checkout,
 * order), with reload, a second tab, login, logout and slot expiry available as events at every
 * step where a shopper can meet them. It is a test model, not app logic: the app runs the real
 * journeys; paths generated from this graph (visit-model.paths.ts) drive the browser and each state
 * says what every part of the shop must show at once.
 *
 * Two kinds of events: steps, which move the visit on (the graph is traversed over them), and
 * checks, which change nothing the shopper has chosen and must leave every part of the shop as
 * it was (a reload, a second tab, the other language, an abandoned choice, the cookie settings
 * and back): visit-model.paths.ts puts one after every step.
 */
export interface VisitModelContext {
  /** The platform lets visitors order as guests (`order.guest.enabled`). */
  guests: boolean;
  signedIn: boolean;
  /**
   * The last completed selection: a visitor picks up at a shop, a customer gets delivery to a
   * saved address (a customer who logs in keeps the shop they chose as a visitor).
   */
  selected: 'none' | 'shop' | 'address';
  /** Products in the cart (0 or 1 line). */
  items: number;
  slot: 'none' | 'reserved' | 'expired';
  /** Orders placed during the visit. */
  orders: number;
}

export type VisitModelEvent =
  | { type: 'guests.off' }
  | { type: 'shop.choose' }
  | { type: 'product.add' }
  | { type: 'slot.reserve' }
  | { type: 'slot.expire' }
  | { type: 'checkout.go' }
  | { type: 'checkout.open' }
  | { type: 'order.place' }
  | { type: 'shopping.continue' }
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'page.reload' }
  | { type: 'tab.second' }
  | { type: 'language.switch' }
  | { type: 'choice.abandon' }
  | { type: 'cookies.review' };

/** Events that change nothing in the model: checks put between the steps (visit-model.paths.ts). */
export const checkEvents = [
  'page.reload',
  'tab.second',
  'language.switch',
  'choice.abandon',
  'cookies.review',
] as const satisfies readonly VisitModelEvent['type'][];

export const initialVisit: VisitModelContext = {
  guests: true,
  signedIn: false,
  selected: 'none',
  items: 0,
  slot: 'none',
  orders: 0,
};

/** What every check keeps: the page and everything the shopper chose (nothing is assigned). */
const keep = { actions: 'keepEverything' } as const;

export const visitModelMachine = setup({
  types: { context: {} as VisitModelContext, events: {} as VisitModelEvent },
  actions: {
    /** Nothing of the visit changes (what the step checks is that the shop agrees). */
    keepEverything: () => {},
  },
  guards: {
    atStart: ({ context }) => JSON.stringify(context) === JSON.stringify(initialVisit),
    canChoose: ({ context }) => context.selected === 'none',
    canAdd: ({ context }) => context.items === 0,
    hasItems: ({ context }) => context.items > 0,
    canReserve: ({ context }) => context.selected !== 'none' && context.slot !== 'reserved',
    isReserved: ({ context }) => context.slot === 'reserved',
    canGoToCheckout: ({ context }) => context.selected !== 'none' && context.items > 0,
    mustLogIn: ({ context }) =>
      !context.guests && !context.signedIn && context.selected !== 'none' && context.items > 0,
    hasExpiredSlot: ({ context }) =>
      context.selected !== 'none' && context.items > 0 && context.slot === 'expired',
    isVisitor: ({ context }) => !context.signedIn,
    isCustomer: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'visit',
  description: 'A visit from the first page to an order, with the seams a shopper crosses.',
  context: initialVisit,
  initial: 'inShop',
  states: {
    inShop: {
      initial: 'shopping',
      on: {
        login: {
          guard: 'isVisitor',
          description: 'From the account menu: back on the same page, the cart and selection kept.',
          actions: assign({ signedIn: true }),
        },
        // Everything the shop holds survives a reload and agrees in a second tab.
        'page.reload': keep,
        'tab.second': keep,
      },
      states: {
        shopping: {
          description: 'Browsing with the header (selection, time slot, cart, account).',
          on: {
            'guests.off': {
              guard: 'atStart',
              description: 'The platform does not let visitors order as guests.',
              actions: assign({ guests: false }),
            },
            'shop.choose': {
              guard: 'canChoose',
              actions: assign({
                selected: ({ context }) => (context.signedIn ? 'address' : 'shop'),
              }),
            },
            'product.add': { guard: 'canAdd', actions: assign({ items: 1 }) },
            'slot.reserve': { guard: 'canReserve', actions: assign({ slot: 'reserved' }) },
            'slot.expire': { guard: 'isReserved', actions: assign({ slot: 'expired' }) },
            'checkout.go': [
              {
                guard: 'mustLogIn',
                description: 'The checkout press sends a visitor to log in first.',
                target: 'loginFromPress',
              },
              { guard: 'hasExpiredSlot', target: '#visit.expiryModal' },
              { guard: 'canGoToCheckout', target: 'checkout' },
            ],
            'checkout.open': {
              guard: 'mustLogIn',
              description: '/checkout opened by its address: a visitor logs in before anything.',
              target: 'loginFromCheckout',
            },
            logout: {
              guard: 'isCustomer',
              description: 'The selection and its reservation are reset; the cart stays.',
              actions: assign({ signedIn: false, selected: 'none', slot: 'none' }),
            },
            'language.switch': {
              guard: 'hasItems',
              description: 'The cart lines are named in the other language, then back.',
              ...keep,
            },
            'choice.abandon': {
              guard: 'isVisitor',
              description:
                'A delivery choice left at the unsupported screen: the header keeps the last completed one.',
              ...keep,
            },
            'cookies.review': {
              description: 'The cookie settings show the saved choice; the back button returns.',
              ...keep,
            },
          },
        },
        loginFromPress: {
          description:
            'The checkout press sent a visitor to log in (guests may not order): the login merges the cart and returns to the cart, where the press was going.',
          on: { login: { target: 'shopping', actions: assign({ signedIn: true }) } },
        },
        loginFromCheckout: {
          description:
            '/checkout sent a visitor to log in before anything was filled: the login merges the cart and returns to /checkout.',
          on: { login: { target: 'checkout', actions: assign({ signedIn: true }) } },
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
        'page.reload': keep,
        'tab.second': keep,
      },
    },
    thankYou: {
      description:
        'The order is placed: the next one starts without a slot and with an empty cart.',
      on: { 'shopping.continue': { target: '#visit.inShop.shopping' } },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';

export interface PriceChangesInput {
  /** The pricing whose progress code was not the allowed one. */
  priced: PricedCart;
  /** The shopper pressed checkout on /cart (Continue then goes to /checkout). */
  onCartPage: boolean;
  signedIn: boolean;
  /**
   * No press: the connection came back and the cart's first pricing found changes. Continue takes
   * them and the shopper stays where they are.
   */
  reviewOnly?: boolean;
}

export interface PriceChangesContext extends PriceChangesInput {
  outcome: 'continued' | 'back';
}

export type PriceChangesEvent = { type: 'priceChanges.continue' } | { type: 'priceChanges.back' };

export type PriceChangesOutput = { outcome: 'continued' | 'back' };

export const priceChangesMachine = setup({
  types: {
    input: {} as PriceChangesInput,
    context: {} as PriceChangesContext,
    events: {} as PriceChangesEvent,
    output: {} as PriceChangesOutput,
  },
  actors: {
    /** Removes the unavailable lines, takes the renewed prices and prices the cart again. */
    applyChanges: fromPromise<PricedCart, { priced: PricedCart }>(() => {
      throw new Error('price-changes: actor "applyChanges" not provided');
    }),
  },
  actions: {
    navigateTo: (_: unknown, _params: { to: '/cart' | '/checkout' }) => {
      throw new Error('price-changes: effect "navigateTo" not provided');
    },
    /** To /login; after the login (or a registration) the shop returns to `returnTo`. */
    goToLogin: (_: unknown, _params: { returnTo: string }) => {
      throw new Error('price-changes: effect "goToLogin" not provided');
    },
  },
  guards: {
    isSignedOut: ({ context }) => !context.signedIn,
    isOnCartPage: ({ context }) => context.onCartPage,
    isReviewOnly: ({ context }) => context.reviewOnly === true,
  },
}).createMachine({
  id: 'priceChanges',
  description:
    'The price-changes modal: unavailable items and renewed prices; Continue applies them and goes on, Back to cart closes it.',
  context: ({ input }) => ({ ...input, outcome: 'continued' }),
  initial: 'open',
  states: {
    open: {
      description: 'The modal lists unavailable items and old and new prices.',
      tags: ['modal'],
      on: {
        'priceChanges.continue': { target: 'applying' },
        'priceChanges.back': { target: 'closed', actions: assign({ outcome: 'back' }) },
      },
    },
    applying: {
      description: 'Removing unavailable items and pricing again; a second Continue is ignored.',
      tags: ['modal', 'busy'],
      invoke: {
        id: 'applyChanges',
        src: 'applyChanges',
        input: ({ context }) => ({ priced: context.priced }),
        onDone: [
          { guard: 'isReviewOnly', target: 'applied' },
          {
            guard: 'isSignedOut',
            target: 'toLogin',
            actions: {
              type: 'goToLogin',
              // The cart is priced and its changes taken: on to checkout after the login.
              params: { returnTo: '/checkout' },
            },
          },
          {
            guard: 'isOnCartPage',
            target: 'toCheckout',
            actions: { type: 'navigateTo', params: { to: '/checkout' } },
          },
          { target: 'toCart', actions: { type: 'navigateTo', params: { to: '/cart' } } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'Pricing again failed: the modal says so; Continue tries again.',
      tags: ['modal', 'error'],
      on: {
        'priceChanges.continue': { target: 'applying' },
        'priceChanges.back': { target: 'closed', actions: assign({ outcome: 'back' }) },
      },
    },
    toLogin: {
      type: 'final',
      description: 'Applied; without a user the shopper logs in first, then goes on to checkout.',
    },
    toCheckout: { type: 'final', description: 'Applied on /cart: on to /checkout.' },
    toCart: { type: 'final', description: 'Applied from the side cart: on to /cart.' },
    applied: {
      type: 'final',
      description: 'Applied after the connection came back: the modal closes, the shopper stays.',
    },
    closed: { type: 'final', description: 'Back to cart: the modal closed, nothing changed.' },
  },
  output: ({ context }) => ({ outcome: context.outcome }),
});

import { assign, fromPromise, setup } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import { ALLOWED_PROGRESS_CODE } from '../cart/cart.types';
import { priceChangesMachine } from '../price-changes/price-changes.machine';

/** What the app knows when checkout is pressed (read by the view at the press). */
export interface CheckoutSituation {
  signedIn: boolean;
  /** `order.guest.enabled` of the configuration. */
  guestsEnabled: boolean;
  shopSelected: boolean;
  cartEmpty: boolean;
}

export type PressOrigin = 'sideCart' | 'cartPage';

export interface CheckoutPressContext {
  origin: PressOrigin;
  situation: CheckoutSituation | null;
  /** The cart's pricing the press waited for; the price-changes modal shows it. */
  priced: PricedCart | null;
  /** A message for the shopper (the views translate it). */
  notice: 'selectShop' | 'pricingFailed' | null;
  /**
   * The modal shows what the first pricing back online found (no press): Continue takes the
   * changes and the shopper stays where they are.
   */
  review: boolean;
}

export type CheckoutPressEvent =
  | {
      type: 'checkout.press';
      origin: PressOrigin;
      situation: CheckoutSituation;
    }
  | { type: 'notice.dismiss' }
  /** The connection came back and the cart's first pricing found changes: the modal shows them. */
  | { type: 'priceChanges.review'; priced: PricedCart };

/**
 * Why the cart gave no pricing for the press, when the reason is the cart's and not the platform's:
 * its last line went, or its shop did (another tab, a logout), while the press waited.
 */
export interface CartPricingRefusal {
  reason: 'cartEmptied' | 'noShop';
}

const refusal = (event: unknown) =>
  (event as { error?: Partial<CartPricingRefusal> }).error?.reason;

export { ALLOWED_PROGRESS_CODE } from '../cart/cart.types';

type Destination = '/categories' | '/cart' | '/checkout';

/** The guards of a press, in exactly the spec's order (§4 "Checkout press"). */
const press = [
  {
    guard: 'isLoginRequired',
    target: '#checkoutPress.ready.sentToLogin',
    actions: [
      'takePress',
      // Back to the cart, where the press was going, with the customer's saved cart merged in.
      { type: 'goToLogin', params: { returnTo: '/cart' } },
    ],
  },
  {
    guard: 'hasNoShop',
    target: '#checkoutPress.ready.selectShopNotice',
    actions: ['takePress', 'showSelectShop'],
  },
  {
    guard: 'isCartEmpty',
    target: '#checkoutPress.ready.sentToCategories',
    actions: ['takePress', { type: 'navigateTo', params: { to: '/categories' } }],
  },
  { target: '#checkoutPress.pricing', actions: 'takePress' },
] as const;

export const checkoutPressMachine = setup({
  types: {
    context: {} as CheckoutPressContext,
    events: {} as CheckoutPressEvent,
  },
  actors: {
    /**
     * The cart's pricing for this press: the cart journey prices its lines (or reads the pricing
     * an earlier press asked for, when nothing changed since) and the press waits for it.
     */
    cartPricing: fromPromise<PricedCart, void>(() => {
      throw new Error('checkout-press: actor "cartPricing" not provided');
    }),
    priceChanges: priceChangesMachine,
  },
  actions: {
    navigateTo: (_: unknown, _params: { to: Destination }) => {
      throw new Error('checkout-press: effect "navigateTo" not provided');
    },
    /** To /login; after the login (or a registration) the shop returns to `returnTo`. */
    goToLogin: (_: unknown, _params: { returnTo: string }) => {
      throw new Error('checkout-press: effect "goToLogin" not provided');
    },
    /** The side cart (a modal) steps aside, so the snackbar can be reached. */
    closeSideCart: () => {
      throw new Error('checkout-press: effect "closeSideCart" not provided');
    },
    showSelectShop: assign({ notice: 'selectShop' as const }),
    learnCartEmptied: assign({
      situation: ({ context }) => context.situation && { ...context.situation, cartEmpty: true },
    }),
    learnShopGone: assign({
      situation: ({ context }) =>
        context.situation && { ...context.situation, shopSelected: false },
    }),
    takePress: assign(({ event }) =>
      event.type === 'checkout.press'
        ? { origin: event.origin, situation: event.situation, notice: null, review: false }
        : {},
    ),
  },
  guards: {
    isLoginRequired: ({ event }) =>
      event.type === 'checkout.press' &&
      !event.situation.signedIn &&
      !event.situation.guestsEnabled,
    hasNoShop: ({ event }) => event.type === 'checkout.press' && !event.situation.shopSelected,
    isCartEmpty: ({ event }) => event.type === 'checkout.press' && event.situation.cartEmpty,
    isAllowed: ({ event }) =>
      (event as { output?: PricedCart }).output?.progress.code === ALLOWED_PROGRESS_CODE,
    isOnCartPage: ({ context }) => context.origin === 'cartPage',
    isCartEmptied: ({ event }) => refusal(event) === 'cartEmptied',
    isShopGone: ({ event }) => refusal(event) === 'noShop',
  },
}).createMachine({
  id: 'checkoutPress',
  description:
    'The checkout press: login, shop and empty-cart guards in this order, then ask the cart for its pricing and go to /cart (or /checkout from /cart), or the price-changes modal.',
  context: { origin: 'sideCart', situation: null, priced: null, notice: null, review: false },
  initial: 'ready',
  states: {
    ready: {
      description:
        'Waiting for a press. A press is judged the same way wherever the last one left the shopper: the guards in order, then pricing.',
      initial: 'idle',
      on: {
        'checkout.press': press,
        'priceChanges.review': {
          target: '#checkoutPress.priceChanges',
          actions: assign({
            priced: ({ event }) => event.priced,
            review: true,
            notice: null,
          }),
        },
      },
      states: {
        idle: {},
        sentToLogin: {
          description:
            'No user and guests disabled: the shopper was sent to /login, which returns to the cart, where the press was going.',
        },
        selectShopNotice: {
          description:
            'No shop selected: the select-shop snackbar shows until dismissed or pressed again; the side cart closes for it.',
          tags: ['snackbar'],
          entry: 'closeSideCart',
          on: { 'notice.dismiss': { target: 'idle', actions: assign({ notice: null }) } },
        },
        sentToCategories: {
          description: 'The cart was empty: the shopper was sent to /categories.',
        },
        sentOn: {
          description: 'The cart is priced: the shopper went to /cart (or /checkout from /cart).',
        },
        pricingFailed: {
          description:
            'Pricing failed: the error snackbar shows (the side cart closes for it); another press tries again.',
          tags: ['snackbar'],
          entry: 'closeSideCart',
          on: { 'notice.dismiss': { target: 'idle', actions: assign({ notice: null }) } },
        },
      },
    },
    pricing: {
      description:
        'Waiting for the cart to price its lines; a second press meanwhile does nothing.',
      tags: ['busy'],
      invoke: {
        id: 'cartPricing',
        src: 'cartPricing',
        onDone: [
          {
            guard: 'isAllowed',
            target: 'ready.sentOn',
            actions: [
              assign({ priced: ({ event }) => event.output }),
              { type: 'navigateTo', params: ({ context }) => ({ to: destination(context) }) },
            ],
          },
          { target: 'priceChanges', actions: assign({ priced: ({ event }) => event.output }) },
        ],
        onError: [
          // The cart changed under the press: the guard the press would meet now decides.
          {
            guard: 'isCartEmptied',
            target: 'ready.sentToCategories',
            actions: ['learnCartEmptied', { type: 'navigateTo', params: { to: '/categories' } }],
          },
          {
            guard: 'isShopGone',
            target: 'ready.selectShopNotice',
            actions: ['learnShopGone', 'showSelectShop'],
          },
          { target: 'ready.pricingFailed', actions: assign({ notice: 'pricingFailed' }) },
        ],
      },
    },
    priceChanges: {
      description:
        'The price-changes modal runs as a child journey until Continue or Back: after a press, or to show what the first pricing back online found.',
      tags: ['priceChanges'],
      invoke: {
        id: 'priceChanges',
        src: 'priceChanges',
        input: ({ context }) => ({
          priced: context.priced!,
          onCartPage: context.origin === 'cartPage',
          signedIn: context.situation?.signedIn ?? false,
          reviewOnly: context.review,
        }),
        onDone: { target: 'ready.idle' },
      },
    },
  },
});

function destination(context: CheckoutPressContext): Destination {
  return context.origin === 'cartPage' ? '/checkout' : '/cart';
}

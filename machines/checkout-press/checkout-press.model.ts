import type { EventObject } from 'xstate';
import { pricedAllowed, pricedWithChanges } from '../cart/cart.fixtures';
import type { JourneyModel } from '../testing/journey-paths';
import type {
  CheckoutSituation,
  checkoutPressMachine,
  PressOrigin,
} from './checkout-press.machine';
import { walkableInUi } from './checkout-press.walkable';

/** Starting situations, one per guard branch in the spec's order, plus the pass-through. */
export const situations: Record<string, CheckoutSituation> = {
  'visitor, guests disabled': {
    signedIn: false,
    guestsEnabled: false,
    shopSelected: true,
    cartEmpty: false,
  },
  'no shop selected': {
    signedIn: true,
    guestsEnabled: false,
    shopSelected: false,
    cartEmpty: false,
  },
  'empty cart': { signedIn: true, guestsEnabled: true, shopSelected: true, cartEmpty: true },
  'ready (guest)': { signedIn: false, guestsEnabled: true, shopSelected: true, cartEmpty: false },
};

const origins: PressOrigin[] = ['sideCart', 'cartPage'];
const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the checkout press. */
export const checkoutPressModel: JourneyModel<typeof checkoutPressMachine> = {
  uiWalkable: walkableInUi,
  inputs: [{ name: 'idle', input: undefined as never }],
  eventVariants: ev({
    'checkout.press': origins.flatMap((origin) =>
      Object.entries(situations).map(([name, situation]) => ({
        type: 'checkout.press',
        origin,
        situation,
        name,
      })),
    ),
    'xstate.done.actor.cartPricing': [
      { type: 'xstate.done.actor.cartPricing', output: pricedAllowed },
      { type: 'xstate.done.actor.cartPricing', output: pricedWithChanges },
    ],
    'xstate.error.actor.cartPricing': [
      { type: 'xstate.error.actor.cartPricing', error: new Error('offline') },
      { type: 'xstate.error.actor.cartPricing', error: { reason: 'cartEmptied' } },
      { type: 'xstate.error.actor.cartPricing', error: { reason: 'noShop' } },
    ],
    'priceChanges.review': [{ type: 'priceChanges.review', priced: pricedWithChanges }],
    'xstate.done.actor.priceChanges': [
      { type: 'xstate.done.actor.priceChanges', output: { outcome: 'back' } },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { origin?: string; name?: string; output?: unknown };
    if (e.type === 'checkout.press') return `press on ${e.origin} (${e.name})`;
    if (e.type === 'xstate.done.actor.cartPricing') {
      return e.output === pricedAllowed ? 'priced: allowed' : 'priced: items changed';
    }
    if (e.type === 'xstate.error.actor.cartPricing') {
      const reason = (e as { error?: { reason?: string } }).error?.reason;
      if (reason === 'cartEmptied') return 'the cart emptied meanwhile';
      if (reason === 'noShop') return 'the shop went meanwhile';
      return 'pricing fails';
    }
    if (e.type === 'xstate.done.actor.priceChanges') return 'price-changes modal closes';
    if (e.type === 'notice.dismiss') return 'dismiss snackbar';
    if (e.type === 'priceChanges.review') return 'back online, prices changed';
    return e.type;
  },
};

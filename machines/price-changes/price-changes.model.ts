import type { EventObject } from 'xstate';
import { pricedAllowed, pricedWithChanges } from '../cart/cart.fixtures';
import type { JourneyModel } from '../testing/journey-paths';
import type { priceChangesMachine } from './price-changes.machine';

const labels: Record<string, string> = {
  'priceChanges.continue': 'continue',
  'priceChanges.back': 'back to cart',
  'xstate.done.actor.applyChanges': 'cart priced again',
  'xstate.error.actor.applyChanges': 'pricing fails',
};

/** Path generation model of the price-changes modal. */
export const priceChangesModel: JourneyModel<typeof priceChangesMachine> = {
  inputs: [
    {
      name: 'from the side cart, signed in',
      input: { priced: pricedWithChanges, onCartPage: false, signedIn: true },
    },
    {
      name: 'from /cart, signed in',
      input: { priced: pricedWithChanges, onCartPage: true, signedIn: true },
    },
    {
      name: 'without a user',
      input: { priced: pricedWithChanges, onCartPage: false, signedIn: false },
    },
    {
      name: 'back online, no press',
      input: { priced: pricedWithChanges, onCartPage: false, signedIn: false, reviewOnly: true },
    },
  ],
  eventVariants: {
    'xstate.done.actor.applyChanges': [
      { type: 'xstate.done.actor.applyChanges', output: pricedAllowed } as EventObject,
    ],
  },
  describeEvent: (event: EventObject) => labels[event.type] ?? event.type,
};

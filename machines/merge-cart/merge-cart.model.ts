import type { EventObject } from 'xstate';
import type { CartItem } from '@/api/contract/cart';
import type { JourneyModel } from '../testing/journey-paths';
import type { mergeCartMachine } from './merge-cart.machine';
import type { FetchedCarts } from './merge-cart.types';

const item = (sku: string, quantity: number, name: string): CartItem => ({
  id: sku,
  sku,
  quantity,
  name,
  image: null,
  unitPrice: 250,
  isSpecialOffer: false,
  collectionTypes: [],
  options: [],
  userComments: '',
  url: '',
  myoId: null,
  comments: '',
  isGift: false,
  isOutOfCatalogueGift: false,
  labelType: null,
  packagingProductId: null,
  packagingUnitPrice: null,
  packagingProductName: null,
});

/** The local cart has milk x2; the server cart has milk x1 (combined) and bread x3 (added). */
export const sampleCarts: FetchedCarts = {
  local: [{ sku: '1001', quantity: 2 }],
  server: [item('1001', 1, 'Milk'), item('1002', 3, 'Bread')],
};
export const emptyServer: FetchedCarts = { local: [{ sku: '1001', quantity: 2 }], server: [] };

const labels: Record<string, string> = {
  'session.signedIn': 'log in',
  'merge.dismiss': 'close the merge modal',
  'merge.retry': 'try again',
  'xstate.error.actor.fetchCarts': 'the server cart fails to load',
};

/** Path generation model of the merge cart journey. */
export const mergeCartModel: JourneyModel<typeof mergeCartMachine> = {
  // The demo customer's saved cart has items only at the first login of a visit: a merge saves
  // the merged cart, and an emptied one stays empty. A later login finds items no more.
  uiWalkable: (path) => {
    let logins = 0;
    for (const { event } of path.steps) {
      if (event.type === 'session.signedIn') logins += 1;
      const output = (event as EventObject & { output?: FetchedCarts }).output;
      if (event.type === 'xstate.done.actor.fetchCarts' && output?.server.length && logins > 1)
        return false;
    }
    return true;
  },
  inputs: [{ name: 'a local cart', input: undefined as never }],
  eventVariants: {
    'xstate.done.actor.fetchCarts': [
      { type: 'xstate.done.actor.fetchCarts', output: sampleCarts } as EventObject,
      { type: 'xstate.done.actor.fetchCarts', output: emptyServer } as EventObject,
    ],
    'xstate.error.actor.fetchCarts': [
      { type: 'xstate.error.actor.fetchCarts', error: new Error('offline') } as EventObject,
    ],
  },
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.fetchCarts') {
      const { output } = event as EventObject & { output: FetchedCarts };
      return output.server.length ? 'the server cart has items' : 'the server cart is empty';
    }
    return labels[event.type] ?? event.type;
  },
};

import { assign, fromPromise, setup } from 'xstate';
import type { CartItem } from '@/api/contract/cart';
import type {
  FetchedCarts,
  MergeCartContext,
  MergeCartEvent,
  MergedLine,
} from './merge-cart.types';
import { mergeCarts } from './merge-rule';

function notProvided(name: string): never {
  throw new Error(`merge-cart: effect "${name}" not provided`);
}

export const mergeCartMachine = setup({
  types: {
    context: {} as MergeCartContext,
    events: {} as MergeCartEvent,
  },
  actors: {
    /** The server cart of the customer who just logged in, and the local cart at that moment. */
    fetchCarts: fromPromise<FetchedCarts>(async () => notProvided('fetchCarts')),
  },
  actions: {
    /** Adds the server lines to the local cart (the facade combines same product and options). */
    addToLocalCart: (_, _params: { items: CartItem[] }) => notProvided('addToLocalCart'),
    /** Replaces the saved server cart with the merged cart, so the next login adds nothing twice. */
    saveServerCart: (_, _params: { merged: MergedLine[] }) => notProvided('saveServerCart'),
  },
  guards: {
    hasServerItems: ({ event }) =>
      ((event as unknown as { output?: FetchedCarts }).output?.server.length ?? 0) > 0,
  },
}).createMachine({
  id: 'mergeCart',
  description:
    'After each login the saved server cart is merged into the local cart; the merge modal says what was added. Nothing local is lost.',
  context: { merged: [], added: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a login.',
      on: { 'session.signedIn': 'fetching' },
    },
    fetching: {
      description: 'Reads the server cart; a failure leaves the local cart as it is and says so.',
      tags: ['busy'],
      invoke: {
        id: 'fetchCarts',
        src: 'fetchCarts',
        onDone: [
          {
            guard: 'hasServerItems',
            target: 'merged',
            actions: [
              assign(({ event }) => {
                const { lines, added } = mergeCarts(event.output.local, event.output.server);
                return { merged: lines, added };
              }),
              { type: 'addToLocalCart', params: ({ event }) => ({ items: event.output.server }) },
              { type: 'saveServerCart', params: ({ context }) => ({ merged: context.merged }) },
            ],
          },
          { target: 'idle', actions: assign({ merged: [], added: [] }) },
        ],
        onError: { target: 'failed', actions: assign({ merged: [], added: [] }) },
      },
    },
    failed: {
      description:
        'The saved cart could not be read: a modal says so (the cart here is unchanged) and offers to try again.',
      tags: ['modal', 'failed'],
      on: { 'merge.retry': 'fetching', 'merge.dismiss': 'idle' },
    },
    merged: {
      description: 'The merge modal lists what the server cart added.',
      tags: ['modal'],
      on: { 'merge.dismiss': { target: 'idle', actions: assign({ merged: [], added: [] }) } },
    },
  },
});

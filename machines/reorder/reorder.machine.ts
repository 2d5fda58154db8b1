import { assign, fromPromise, setup } from 'xstate';
import type {
  ReorderContext,
  ReorderEvent,
  ReorderInput,
  ReorderResult,
  ReorderTarget,
} from './reorder.types';

/**
 * "Add to cart" on a past order (issue 25, part 3): the platform gives its lines as cart lines
 * for the selected shop and service (options and comments kept) and names what that shop does
 * not offer; the lines go into the cart, adding to lines already there, and the result says what
 * was added and what was skipped.
 */
export const reorderMachine = setup({
  types: {
    input: {} as ReorderInput,
    context: {} as ReorderContext,
    events: {} as ReorderEvent,
  },
  actors: {
    loadLines: fromPromise<ReorderResult, { orderId: string; target: ReorderTarget }>(() => {
      throw new Error('reorder: actor "loadLines" not provided');
    }),
  },
  actions: {
    /** Adds the lines to the cart (the same product and options add to the line's quantity). */
    addToCart: (_: unknown, _params: { items: ReorderResult['items'] }): void => {
      throw new Error('reorder: action "addToCart" not provided');
    },
  },
}).createMachine({
  id: 'reorder',
  description:
    "Add a past order's products to the cart: what the selected shop offers is added (options and comments kept, quantities added to lines already there), the rest is named.",
  context: ({ input }) => ({
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    target: input.selected ?? input.ordered,
    added: 0,
    skipped: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The order's lines for the selected shop and service.",
      tags: ['busy'],
      invoke: {
        id: 'loadLines',
        src: 'loadLines',
        input: ({ context }) => ({ orderId: context.orderId, target: context.target }),
        onDone: {
          target: 'added',
          actions: [
            { type: 'addToCart', params: ({ event }) => ({ items: event.output.items }) },
            assign({
              added: ({ event }) => event.output.items.length,
              skipped: ({ event }) => event.output.skipped,
            }),
          ],
        },
        onError: { target: 'failed' },
      },
    },
    added: {
      description:
        'Says how many products went into the cart, and names those the shop does not offer.',
      tags: ['result'],
      on: { 'reorder.dismiss': { target: 'closed' } },
    },
    failed: {
      description: 'Nothing was added: said, with a retry.',
      tags: ['result', 'error'],
      on: {
        'reorder.retry': { target: 'loading' },
        'reorder.dismiss': { target: 'closed' },
      },
    },
    closed: { type: 'final' },
  },
});

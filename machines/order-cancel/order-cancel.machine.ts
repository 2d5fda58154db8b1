import { assign, fromPromise, setup } from 'xstate';
import type { OrderDetails } from '@/api/contract/orders';
import { isRefusal } from '../api-errors';

/** Why the last cancel did not go through. */
export type CancelFailure =
  /** The cut-off passed meanwhile (409 `ORDER_LOCKED`): the order stays, and says why. */
  | 'locked'
  /** No connection or another refusal: the customer may try again. */
  | 'failed';

export interface OrderCancelInput {
  orderId: string;
}

export interface OrderCancelContext {
  orderId: string;
  failure: CancelFailure | null;
  /** The order as the platform answered the cancel. */
  cancelled: OrderDetails | null;
}

export type OrderCancelEvent =
  | { type: 'cancel.open' }
  | { type: 'cancel.keep' }
  | { type: 'cancel.confirm' };

export const orderCancelMachine = setup({
  types: {
    input: {} as OrderCancelInput,
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    output: {} as OrderDetails | null,
  },
  actors: {
    /** POST /v3/users/me/orders/:orderId/cancel: the order, cancelled. */
    cancelOrder: fromPromise<OrderDetails, { orderId: string }>(() => {
      throw new Error('order-cancel: actor "cancelOrder" not provided');
    }),
  },
  guards: {
    /** After a late try the order is closed: no cancel to offer. */
    isOpen: ({ context }) => context.failure !== 'locked',
    isLocked: ({ event }) => isRefusal((event as { error?: unknown }).error, 409, 'ORDER_LOCKED'),
  },
}).createMachine({
  id: 'orderCancel',
  description:
    'Cancel a placed order before its cut-off, on its details page: asked first; the platform cancels it and releases its time slot; past the cut-off it says why and the order stays.',
  context: ({ input }) => ({ orderId: input.orderId, failure: null, cancelled: null }),
  output: ({ context }) => context.cancelled,
  initial: 'idle',
  states: {
    idle: {
      description: 'The order with its "Cancel order" button (and the word of a failed try).',
      on: {
        'cancel.open': {
          guard: 'isOpen',
          target: 'confirming',
          actions: assign({ failure: null }),
        },
      },
    },
    confirming: {
      description: 'Are you sure? Keeping the order is the safe choice.',
      on: {
        'cancel.keep': { target: 'idle', actions: assign({ failure: null }) },
        'cancel.confirm': { target: 'cancelling', actions: assign({ failure: null }) },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'cancelled',
          actions: assign({ cancelled: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: 'isLocked',
            description: 'Too late: the dialog closes and the order says it can no longer change.',
            target: 'idle',
            actions: assign({ failure: 'locked' }),
          },
          {
            description: 'Not sent or refused: the dialog stays with the word and a way to retry.',
            target: 'confirming',
            actions: assign({ failure: 'failed' }),
          },
        ],
      },
    },
    cancelled: {
      description: 'Cancelled: the editor\'s "cancel order" image, and the order marked cancelled.',
      type: 'final',
    },
  },
});

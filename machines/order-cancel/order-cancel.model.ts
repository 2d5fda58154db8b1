import type { EventObject } from 'xstate';
import type { OrderDetails } from '@/api/contract/orders';
import type { JourneyModel } from '../testing/journey-paths';
import type { OrderCancelContext, orderCancelMachine } from './order-cancel.machine';

/** The platform's answer to a cancel (only what the journey reads of it). */
const cancelledOrder = { _id: 'order-1', status: 'CANCELLED' } as OrderDetails;

const labels: Record<string, string> = {
  'cancel.open': 'press Cancel order',
  'cancel.keep': 'keep the order',
  'cancel.confirm': 'confirm the cancel',
  'xstate.done.actor.cancelOrder': 'the order is cancelled',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the cancel-order journey. */
export const orderCancelModel: JourneyModel<typeof orderCancelMachine> = {
  inputs: [{ name: 'an order before its cut-off', input: { orderId: 'order-1' } }],
  // A late cancel and a failed one are told apart: each gets its own path.
  contextKey: (context: OrderCancelContext) => context.failure ?? '',
  eventVariants: ev({
    'xstate.done.actor.cancelOrder': [
      { type: 'xstate.done.actor.cancelOrder', output: cancelledOrder },
    ],
    'xstate.error.actor.cancelOrder': [
      {
        type: 'xstate.error.actor.cancelOrder',
        error: { status: 409, code: 'ORDER_LOCKED', userMessage: 'Too late.' },
      },
      { type: 'xstate.error.actor.cancelOrder', error: { kind: 'network' } },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { error?: { code?: string } };
    if (e.type === 'xstate.error.actor.cancelOrder')
      return e.error?.code === 'ORDER_LOCKED' ? 'the cut-off has passed' : 'the connection drops';
    return labels[e.type] ?? e.type;
  },
};

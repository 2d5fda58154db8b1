import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { reorderMachine } from './reorder.machine';
import type { ReorderResult } from './reorder.types';

const line = (sku: string, quantity: number, options: string[] = [], comments = '') => ({
  id: sku,
  sku,
  quantity,
  name: `Product ${sku}`,
  unitPrice: 289,
  options,
  comments,
});

/** Two lines offered (one with an option and a comment), one the shop does not offer. */
export const sampleReorder: ReorderResult = {
  items: [line('1001', 2), line('1005', 1, ['thin'], 'Όχι πολύ αλμυρή')],
  skipped: [{ sku: '1009', name: 'Φέτα ΠΟΠ 400 g' }],
};

const labels: Record<string, string> = {
  'reorder.retry': 'retry',
  'reorder.dismiss': 'dismiss',
  'xstate.done.actor.loadLines': 'the lines load',
  'xstate.error.actor.loadLines': 'the lines fail to load',
};

/** Path generation model of "Add to cart" on a past order. */
export const reorderModel: JourneyModel<typeof reorderMachine> = {
  inputs: [
    {
      name: 'a past order, a shop selected',
      input: {
        orderId: 'order-demo-1',
        orderNumber: 'AG-240612-0481',
        ordered: { shop: 'shop-kifisia', deliveryService: 'takeAway' },
        selected: { shop: 'shop-kolonaki', deliveryService: 'easy' },
      },
    },
  ],
  eventVariants: {
    'xstate.done.actor.loadLines': [
      { type: 'xstate.done.actor.loadLines', output: sampleReorder } as EventObject,
      {
        type: 'xstate.done.actor.loadLines',
        output: { items: sampleReorder.items, skipped: [] },
      } as EventObject,
    ],
    'xstate.error.actor.loadLines': [
      { type: 'xstate.error.actor.loadLines', error: new Error('offline') } as EventObject,
    ],
  },
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.loadLines') {
      const { skipped } = (event as EventObject & { output: ReorderResult }).output;
      return skipped.length ? 'the lines load, one not offered' : 'the lines load, all offered';
    }
    return labels[event.type] ?? event.type;
  },
};

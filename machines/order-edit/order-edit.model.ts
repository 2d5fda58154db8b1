import type { EventObject } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import type { OrderDetails } from '@/api/contract/orders';
import type { JourneyModel } from '../testing/journey-paths';
import type { OrderEditContext, orderEditMachine } from './order-edit.machine';
import { type EditLine, hasChanges } from './order-edit.types';

/** An order of two tomatoes and a feta sliced thin (the demo's products 1001 and 1005). */
export const sampleLines: EditLine[] = [
  { id: '1001', sku: '1001', quantity: 2, name: 'Agora Select Tomatoes', unitPrice: 289 },
  {
    id: '1005',
    sku: '1005',
    quantity: 1,
    name: 'Agora Deli Feta cheese',
    unitPrice: 579,
    options: ['thin'],
    optionNames: ['Thin slices'],
  },
];
/** A product added from the search (the demo's 1004). */
export const addedLine: EditLine = {
  id: '1004',
  sku: '1004',
  quantity: 1,
  name: 'Agora Select Fresh whole milk',
  unitPrice: 129,
};

const pricedSample = {
  order: {
    products: [],
    fees: [],
    discounts: [],
    orderItemsPriceWithoutDiscounts: 1268,
    total: 1268,
  },
  messages: [],
  progress: {
    title: '',
    code: 'ALLOWED',
    data: { remainingAmountForFree: 0, remainingAmount: 0, currency: 'EUR' },
    progressInfo: { currentValue: 1268, requiredValue: 0 },
  },
} as PricedCart;

const labels: Record<string, string> = {
  'edit.open': 'press Change order',
  'pricing.retry': 'retry the pricing',
  'edit.save': 'save the changes',
  'edit.discard': 'discard the changes',
  'discard.confirm': 'confirm the discard',
  'discard.keep': 'keep changing',
  'xstate.done.actor.priceLines': 'the lines are priced',
  'xstate.error.actor.priceLines': 'the pricing fails',
  'xstate.done.actor.updateOrder': 'the order is changed',
};

const failures: Record<string, string> = {
  ORDER_LOCKED: 'the cut-off has passed',
  PRICE_CHANGED: 'a price changed meanwhile',
  MINIMUM_NOT_REACHED: 'the total is under the minimum',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the change-order journey. */
export const orderEditModel: JourneyModel<typeof orderEditMachine> = {
  inputs: [{ name: 'an order before its cut-off', input: { orderId: 'order-1' } }],
  // Whether anything changed (Save is offered) and each refusal of a save are states of their
  // own, so each gets a path.
  contextKey: (context: OrderEditContext) =>
    [hasChanges(context.lines, context.original) && 'changed', context.failure]
      .filter(Boolean)
      .join(', '),
  eventVariants: ev({
    'edit.open': [{ type: 'edit.open', lines: sampleLines }],
    'line.setQuantity': [{ type: 'line.setQuantity', index: 0, quantity: 3 }],
    'line.remove': [
      { type: 'line.remove', index: 1 },
      { type: 'line.remove', index: 0 },
    ],
    'product.add': [{ type: 'product.add', line: addedLine }],
    'xstate.done.actor.priceLines': [
      { type: 'xstate.done.actor.priceLines', output: pricedSample },
    ],
    'xstate.error.actor.priceLines': [
      { type: 'xstate.error.actor.priceLines', error: { kind: 'network' } },
    ],
    'xstate.done.actor.updateOrder': [
      {
        type: 'xstate.done.actor.updateOrder',
        output: { _id: 'order-1', status: 'PLACED' } as OrderDetails,
      },
    ],
    'xstate.error.actor.updateOrder': [
      ...Object.keys(failures).map((code) => ({
        type: 'xstate.error.actor.updateOrder',
        error: { status: code === 'MINIMUM_NOT_REACHED' ? 422 : 409, code },
      })),
      { type: 'xstate.error.actor.updateOrder', error: { kind: 'network' } },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & {
      index?: number;
      quantity?: number;
      error?: { code?: string };
    };
    if (e.type === 'line.setQuantity') return `set line ${e.index! + 1} to ${e.quantity}`;
    if (e.type === 'line.remove') return `remove line ${e.index! + 1}`;
    if (e.type === 'product.add') return 'add a product';
    if (e.type === 'xstate.error.actor.updateOrder')
      return failures[e.error?.code ?? ''] ?? 'the connection drops';
    return labels[e.type] ?? e.type;
  },
};

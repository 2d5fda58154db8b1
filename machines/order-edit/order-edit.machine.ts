import { assign, fromPromise, setup } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import type { OrderDetails } from '@/api/contract/orders';
import { MAX_LINE_QUANTITY } from '../cart/cart.types';
import {
  addLine,
  blockingProblem,
  type EditFailure,
  type EditLine,
  editFailureOf,
  hasChanges,
  type OrderEditInput,
  withPrices,
} from './order-edit.types';

export interface OrderEditContext {
  orderId: string;
  /** The lines as the customer is changing them. */
  lines: EditLine[];
  /** The order's lines when the change began (what "no change" means). */
  original: EditLine[];
  /** The latest pricing of `lines` (the order's shop and service), or null before it. */
  priced: PricedCart | null;
  failure: EditFailure | null;
  /** The order as the platform answered the last save. */
  saved: OrderDetails | null;
}

export type OrderEditEvent =
  | { type: 'edit.open'; lines: EditLine[] }
  | { type: 'line.setQuantity'; index: number; quantity: number }
  | { type: 'line.remove'; index: number }
  | { type: 'product.add'; line: EditLine }
  | { type: 'pricing.retry' }
  | { type: 'edit.save' }
  | { type: 'edit.discard' }
  | { type: 'discard.confirm' }
  | { type: 'discard.keep' };

export const orderEditMachine = setup({
  types: {
    input: {} as OrderEditInput,
    context: {} as OrderEditContext,
    events: {} as OrderEditEvent,
  },
  actors: {
    /** The lines priced for the order's shop and service (POST /v3/carts/price). */
    priceLines: fromPromise<PricedCart, { orderId: string; lines: EditLine[] }>(() => {
      throw new Error('order-edit: actor "priceLines" not provided');
    }),
    /** PUT /v3/users/me/orders/:orderId: the order with its new lines. */
    updateOrder: fromPromise<OrderDetails, { orderId: string; lines: EditLine[] }>(() => {
      throw new Error('order-edit: actor "updateOrder" not provided');
    }),
  },
  guards: {
    isOpen: ({ context }) => context.failure !== 'locked',
    isQuantity: ({ context, event }) =>
      event.type === 'line.setQuantity' &&
      context.lines[event.index] !== undefined &&
      Number.isInteger(event.quantity) &&
      event.quantity >= 1 &&
      event.quantity <= MAX_LINE_QUANTITY &&
      context.lines[event.index]!.quantity !== event.quantity,
    hasLine: ({ context, event }) =>
      event.type === 'line.remove' && context.lines[event.index] !== undefined,
    isEmpty: ({ context }) => context.lines.length === 0,
    isChanged: ({ context }) => hasChanges(context.lines, context.original),
    canSave: ({ context }) =>
      context.priced !== null &&
      context.lines.length > 0 &&
      hasChanges(context.lines, context.original) &&
      blockingProblem(context.priced) === null,
    isLocked: ({ event }) => editFailureOf((event as { error?: unknown }).error) === 'locked',
    isRepriced: ({ event }) => {
      const failure = editFailureOf((event as { error?: unknown }).error);
      return failure === 'changed' || failure === 'minimum';
    },
  },
  actions: {
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'orderEdit',
  description:
    "Change a placed order before its cut-off, on its details page: quantities, products removed and added (search), every change priced for the order's shop and service; Save sends the new lines; a change a customer no longer wants is discarded after asking.",
  context: ({ input }) => ({
    orderId: input.orderId,
    lines: [],
    original: [],
    priced: null,
    failure: null,
    saved: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      description: 'The order as placed (or as last saved), with its "Change order" button.',
      on: {
        'edit.open': {
          guard: 'isOpen',
          target: 'editing',
          actions: assign(({ event }) => ({
            lines: event.lines,
            original: event.lines,
            priced: null,
            failure: null,
            saved: null,
          })),
        },
      },
    },
    editing: {
      initial: 'pricing',
      on: {
        'line.setQuantity': {
          guard: 'isQuantity',
          target: '.pricing',
          reenter: true,
          actions: [
            'clearFailure',
            assign({
              lines: ({ context, event }) =>
                context.lines.map((line, i) =>
                  i === event.index ? { ...line, quantity: event.quantity } : line,
                ),
            }),
          ],
        },
        'line.remove': {
          guard: 'hasLine',
          target: '.pricing',
          reenter: true,
          actions: [
            'clearFailure',
            assign({
              lines: ({ context, event }) => context.lines.filter((_, i) => i !== event.index),
            }),
          ],
        },
        'product.add': {
          target: '.pricing',
          reenter: true,
          actions: [
            'clearFailure',
            assign({ lines: ({ context, event }) => addLine(context.lines, event.line) }),
          ],
        },
        'edit.discard': [
          { guard: 'isChanged', target: 'confirmingDiscard' },
          { target: 'viewing', actions: assign({ lines: [], original: [], priced: null }) },
        ],
      },
      states: {
        pricing: {
          description: "The lines are priced for the order's shop and service; Save waits.",
          tags: ['busy'],
          always: { guard: 'isEmpty', target: 'empty' },
          invoke: {
            id: 'priceLines',
            src: 'priceLines',
            input: ({ context }) => ({ orderId: context.orderId, lines: context.lines }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                priced: event.output,
                lines: withPrices(context.lines, event.output),
              })),
            },
            onError: { target: 'pricingFailed', actions: assign({ priced: null }) },
          },
        },
        ready: {
          description:
            'Priced: the new total, a line the shop no longer offers or a total under the minimum said; Save once something changed and nothing blocks it.',
          on: { 'edit.save': { guard: 'canSave', target: '#orderEdit.saving' } },
        },
        pricingFailed: {
          description: 'The lines could not be priced (no connection): said, with a retry.',
          on: { 'pricing.retry': { target: 'pricing' } },
        },
        empty: {
          description:
            'Every line removed: the editor\'s "edit order" image; add a product, or cancel the order instead.',
        },
      },
    },
    confirmingDiscard: {
      description: 'Discard the changes? Keeping them is the safe choice.',
      on: {
        'discard.keep': { target: 'editing' },
        'discard.confirm': {
          target: 'viewing',
          actions: assign({ lines: [], original: [], priced: null, failure: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateOrder',
        src: 'updateOrder',
        input: ({ context }) => ({ orderId: context.orderId, lines: context.lines }),
        onDone: {
          target: 'viewing',
          actions: assign(({ event }) => ({
            saved: event.output,
            lines: [],
            original: [],
            priced: null,
            failure: null,
          })),
        },
        onError: [
          {
            guard: 'isLocked',
            description: 'Too late: the changes close and the order says it can no longer change.',
            target: 'viewing',
            actions: assign({ failure: 'locked', lines: [], original: [], priced: null }),
          },
          {
            guard: 'isRepriced',
            description: 'A price, an availability or the minimum changed: priced again, said.',
            target: 'editing.pricing',
            actions: assign({ failure: ({ event }) => editFailureOf(event.error) }),
          },
          {
            description: 'Not sent: the changes stay, said, and Save may be pressed again.',
            target: 'editing.ready',
            actions: assign({ failure: 'failed' }),
          },
        ],
      },
    },
  },
});

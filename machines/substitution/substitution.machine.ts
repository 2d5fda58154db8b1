import { assign, fromPromise, setup } from 'xstate';
import type {
  Substitute,
  SubstitutionContext,
  SubstitutionEvent,
  SubstitutionInput,
} from './substitution.types';

/**
 * The substitution sheet of one cart line (issue 25): should the product be out of stock at
 * picking, a similar product (the picker's choice), nothing, or one of the products the platform
 * suggests. Saving keeps the choice for the line (the app's store: reload and other tabs).
 */
export const substitutionMachine = setup({
  types: {
    input: {} as SubstitutionInput,
    context: {} as SubstitutionContext,
    events: {} as SubstitutionEvent,
  },
  actors: {
    /** Up to 5 products of the same category, closest in price first. */
    loadSubstitutes: fromPromise<Substitute[], { sku: string }>(() => {
      throw new Error('substitution: actor "loadSubstitutes" not provided');
    }),
  },
  actions: {
    /** Keeps the line's choice (reload, other tabs) and sends it with the order. */
    keepChoice: (_: unknown, _params: Pick<SubstitutionContext, 'line' | 'marked'>): void => {
      throw new Error('substitution: action "keepChoice" not provided');
    },
  },
  guards: {
    /**
     * A similar product or none, a product the platform suggested, or the product the line had
     * chosen before (it may no longer be among the suggestions).
     */
    isOffered: ({ context, event }) => {
      if (event.type !== 'choice.mark') return false;
      const { choice } = event;
      if (choice.mode !== 'product') return true;
      return (
        context.substitutes.some((s) => s.sku === choice.sku) ||
        (context.chosenBefore?.mode === 'product' && context.chosenBefore.sku === choice.sku)
      );
    },
  },
}).createMachine({
  id: 'substitution',
  description:
    'Choose what a cart line becomes should it be out of stock: a similar product, nothing, or one of up to 5 suggested; Save keeps it for the line.',
  context: ({ input }) => ({
    line: input.line,
    marked: input.current ?? { mode: input.orderDefault },
    chosenBefore: input.current,
    substitutes: [],
  }),
  initial: 'open',
  states: {
    open: {
      description: 'The sheet is open.',
      tags: ['sheet'],
      initial: 'loading',
      // Marking and saving work while the suggestions load or after they failed: a similar
      // product or none needs none of them.
      on: {
        'choice.mark': {
          guard: 'isOffered',
          actions: assign({ marked: ({ event }) => event.choice }),
        },
        'choice.save': {
          target: 'closed',
          description: 'Saved: the line keeps the marked choice (reload, other tabs, the order).',
          actions: { type: 'keepChoice', params: ({ context }) => context },
        },
        'sheet.close': { target: 'closed', description: 'Closed without saving: nothing changes.' },
      },
      states: {
        loading: {
          description: 'The suggestions load.',
          tags: ['busy'],
          invoke: {
            id: 'loadSubstitutes',
            src: 'loadSubstitutes',
            input: ({ context }) => ({ sku: context.line.sku }),
            onDone: {
              target: 'choosing',
              actions: assign({ substitutes: ({ event }) => event.output }),
            },
            onError: { target: 'failed' },
          },
        },
        failed: {
          description: 'The suggestions could not be loaded: said, with a retry.',
          tags: ['error'],
          on: { 'substitutes.retry': { target: 'loading' } },
        },
        choosing: { description: 'The suggestions are listed.' },
      },
    },
    closed: { type: 'final' },
  },
});

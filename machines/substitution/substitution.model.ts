import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { substitutionMachine } from './substitution.machine';
import type { Substitute, SubstitutionChoice } from './substitution.types';

const line = { key: '1001', sku: '1001', name: 'Γάλα φρέσκο 1 l' };

/** What the platform suggests for the line (two of up to five). */
export const sampleSubstitutes: Substitute[] = [
  { sku: '1013', name: 'Γάλα φρέσκο 1,5 l', price: 189, image: '/img/1013.svg' },
  { sku: '1025', name: 'Γάλα ελαφρύ 1 l', price: 175, image: '/img/1025.svg' },
];
/** A product the line chose once that the platform no longer suggests. */
const chosenBefore: SubstitutionChoice = {
  mode: 'product',
  sku: '1037',
  name: 'Γάλα βιολογικό 1 l',
};

const labels: Record<string, string> = {
  'choice.save': 'save',
  'sheet.close': 'close',
  'substitutes.retry': 'retry loading',
  'xstate.done.actor.loadSubstitutes': 'suggestions load',
  'xstate.error.actor.loadSubstitutes': 'suggestions fail to load',
};

/** Path generation model of a cart line's substitution sheet. */
export const substitutionModel: JourneyModel<typeof substitutionMachine> = {
  inputs: [
    {
      name: 'a line without a choice (the order substitutes)',
      input: { line, current: null, orderDefault: 'similar' },
    },
    {
      name: 'a line that chose a product no longer suggested',
      input: { line, current: chosenBefore, orderDefault: 'none' },
    },
  ],
  eventVariants: {
    'choice.mark': [
      { type: 'choice.mark', choice: { mode: 'similar' } },
      { type: 'choice.mark', choice: { mode: 'none' } },
      {
        type: 'choice.mark',
        choice: {
          mode: 'product',
          sku: sampleSubstitutes[1]!.sku,
          name: sampleSubstitutes[1]!.name,
        },
      },
      { type: 'choice.mark', choice: chosenBefore },
    ] as unknown as EventObject[],
    'xstate.done.actor.loadSubstitutes': [
      { type: 'xstate.done.actor.loadSubstitutes', output: sampleSubstitutes } as EventObject,
    ],
    'xstate.error.actor.loadSubstitutes': [
      { type: 'xstate.error.actor.loadSubstitutes', error: new Error('offline') } as EventObject,
    ],
  },
  describeEvent: (event) => {
    if (event.type === 'choice.mark') {
      const { choice } = event as EventObject & { choice: SubstitutionChoice };
      if (choice.mode === 'product') return `mark ${choice.sku}`;
      return choice.mode === 'similar' ? 'mark a similar product' : 'mark do not substitute';
    }
    return labels[event.type] ?? event.type;
  },
};

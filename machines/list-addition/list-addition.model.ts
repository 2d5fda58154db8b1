import type { EventObject } from 'xstate';
import type { ListSummary } from '@/api/contract/lists';
import type { JourneyModel } from '../testing/journey-paths';
import type { listAdditionMachine } from './list-addition.machine';

const product = { sku: '1003', name: 'Ελαιόλαδο' };

/** Favourites (without the product), a custom list (with it) and a suggested list. */
export const additionLists: ListSummary[] = [
  {
    _id: 'list-demo-favorites',
    label: 'Αγαπημένα',
    type: 'favorites',
    products: [{ sku: '1001', probability: null }],
    productCount: 1,
    previewProducts: [],
  },
  {
    _id: 'list-demo-weekend',
    label: 'Για το Σαββατοκύριακο',
    type: 'custom',
    products: [{ sku: '1003', probability: null }],
    productCount: 1,
    previewProducts: [],
  },
  {
    _id: 'list-demo-suggested',
    label: 'Προτάσεις για εσάς',
    type: 'suggested',
    products: [{ sku: '1003', probability: 0.81 }],
    productCount: 1,
    previewProducts: [],
  },
];

const labels: Record<string, string> = {
  'gate.login': 'log in',
  'gate.register': 'register',
  'sheet.close': 'close',
  'lists.retry': 'retry loading',
  'xstate.done.actor.loadLists': 'lists load',
  'xstate.error.actor.loadLists': 'lists fail to load',
  'xstate.done.actor.toggleProduct': 'the list is updated',
  'xstate.error.actor.toggleProduct': 'the update fails',
  'xstate.after.confirmation.listAddition.choosing.confirmed': '2 seconds pass',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the list-addition sheet. */
export const listAdditionModel: JourneyModel<typeof listAdditionMachine> = {
  inputs: [
    { name: 'visitor', input: { signedIn: false, product, from: '/search?product=oil' } },
    { name: 'signed in', input: { signedIn: true, product, from: '/search?product=oil' } },
  ],
  eventVariants: ev({
    'xstate.done.actor.loadLists': [{ type: 'xstate.done.actor.loadLists', output: additionLists }],
    'xstate.error.actor.loadLists': [
      { type: 'xstate.error.actor.loadLists', error: new Error('offline') },
    ],
    'list.toggle': [{ type: 'list.toggle', listId: 'list-demo-favorites' }],
    'xstate.done.actor.toggleProduct': [
      {
        type: 'xstate.done.actor.toggleProduct',
        output: { ...additionLists[0]!, products: [{ sku: '1003', probability: null }] },
      },
    ],
    'xstate.error.actor.toggleProduct': [
      { type: 'xstate.error.actor.toggleProduct', error: new Error('offline') },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { listId?: string };
    if (e.type === 'list.toggle') return `toggle ${e.listId}`;
    return labels[e.type] ?? e.type;
  },
};

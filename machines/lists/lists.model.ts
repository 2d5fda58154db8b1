import type { EventObject } from 'xstate';
import type { ListSummary, ProductList } from '@/api/contract/lists';
import type { JourneyModel } from '../testing/journey-paths';
import type { listsMachine } from './lists.machine';

const refs = (skus: string[]) => skus.map((sku) => ({ sku, probability: null }));

/** The demo customer's lists (previews left empty: the machine never reads them). */
export const sampleLists: ListSummary[] = [
  {
    _id: 'list-demo-favorites',
    label: 'Αγαπημένα',
    type: 'favorites',
    products: refs(['1001', '1004']),
    productCount: 2,
    previewProducts: [],
  },
  {
    _id: 'list-demo-weekend',
    label: 'Για το Σαββατοκύριακο',
    type: 'custom',
    products: refs(['1002', '1012', '1009']),
    productCount: 3,
    previewProducts: [],
  },
  {
    _id: 'list-demo-empty',
    label: 'Πάρτι',
    type: 'custom',
    products: [],
    productCount: 0,
    previewProducts: [],
  },
];

/** What the platform answers a create of "Picnic". */
export const createdList: ProductList = {
  _id: 'list-new',
  label: 'Picnic',
  type: 'custom',
  products: [],
};

const labels: Record<string, string> = {
  'lists.retry': 'retry loading',
  'list.create': 'create a list',
  'name.submit': 'save the name',
  'dialog.close': 'close the dialog',
  'delete.confirm': 'confirm the delete',
  'delete.cancel': 'keep the list',
  'notice.dismiss': 'dismiss the message',
  'xstate.done.actor.loadLists': 'lists load',
  'xstate.error.actor.loadLists': 'lists fail to load',
  'xstate.done.actor.saveList': 'the list is saved',
  'xstate.done.actor.deleteList': 'the list is deleted',
  'xstate.error.actor.deleteList': 'the delete fails',
  'xstate.done.actor.addListToCart': 'the products are in the cart',
  'xstate.error.actor.addListToCart': 'adding to the cart fails',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the lists journey. */
export const listsModel: JourneyModel<typeof listsMachine> = {
  inputs: [{ name: 'logged in', input: undefined as never }],
  eventVariants: ev({
    'xstate.done.actor.loadLists': [{ type: 'xstate.done.actor.loadLists', output: sampleLists }],
    'xstate.error.actor.loadLists': [
      { type: 'xstate.error.actor.loadLists', error: new Error('offline') },
    ],
    'list.rename': [{ type: 'list.rename', id: 'list-demo-weekend' }],
    'list.delete': [{ type: 'list.delete', id: 'list-demo-weekend' }],
    'list.addToCart': [
      { type: 'list.addToCart', id: 'list-demo-weekend' },
      { type: 'list.addToCart', id: 'list-demo-empty' },
    ],
    'name.change': [
      { type: 'name.change', value: 'Picnic' },
      { type: 'name.change', value: '' },
    ],
    'xstate.done.actor.saveList': [{ type: 'xstate.done.actor.saveList', output: createdList }],
    'xstate.error.actor.saveList': [
      { type: 'xstate.error.actor.saveList', error: { code: 'LIST_ALREADY_EXISTS' } },
      { type: 'xstate.error.actor.saveList', error: new Error('offline') },
    ],
    'xstate.done.actor.deleteList': [{ type: 'xstate.done.actor.deleteList', output: undefined }],
    'xstate.error.actor.deleteList': [
      { type: 'xstate.error.actor.deleteList', error: new Error('offline') },
    ],
    'xstate.done.actor.addListToCart': [{ type: 'xstate.done.actor.addListToCart', output: 3 }],
    'xstate.error.actor.addListToCart': [
      { type: 'xstate.error.actor.addListToCart', error: new Error('offline') },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { id?: string; value?: string; error?: { code?: string } };
    if (e.type === 'list.rename') return `rename ${e.id}`;
    if (e.type === 'list.delete') return `delete ${e.id}`;
    if (e.type === 'list.addToCart') return `add ${e.id} to the cart`;
    if (e.type === 'name.change') return `type the name "${e.value}"`;
    if (e.type === 'xstate.error.actor.saveList')
      return e.error?.code ? 'the name already exists on the platform' : 'the save fails';
    return labels[e.type] ?? e.type;
  },
};

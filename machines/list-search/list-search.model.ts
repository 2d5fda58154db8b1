import type { EventObject } from 'xstate';
import type { ListSearchResult } from '@/api/contract/catalog';
import type { JourneyModel } from '../testing/journey-paths';
import { sampleProduct } from '../testing/sample-product';
import type { listSearchMachine } from './list-search.machine';
import type { ListSearchContext } from './list-search.types';

/** A list the paths type: a quantity, a misspelt item and one the shop does not have. */
export const SAMPLE_LIST = '2 feta\nyogurt strained\nzzqx';
export const EDITED_ITEM = 'olive oil';
export const LIST_LABEL = 'Weekly shop';

const feta = [sampleProduct('9001', 'Feta PDO 400g'), sampleProduct('9002', 'Feta in brine 1kg')];
const yoghurt = [sampleProduct('9010', 'Strained yoghurt 1kg')];
/** The platform's answer to SAMPLE_LIST: two matches, a closest match, nothing. */
export const sampleResults: ListSearchResult[] = [
  { term: 'feta', products: feta, approximate: false },
  { term: 'yogurt strained', products: yoghurt, approximate: true },
  { term: 'zzqx', products: [], approximate: false },
];
export const editedResults: ListSearchResult[] = [
  { term: EDITED_ITEM, products: [sampleProduct('9040', 'Olive oil 1L')], approximate: false },
];

const labels: Record<string, string> = {
  'list.search': 'press Search the list',
  'list.edit': 'press Edit the list',
  'list.new': 'press New list',
  'list.addAll': 'press Add all to cart',
  'row.search': "press Search on the row's words",
  'row.cancel': "cancel the row's edit",
  'save.submit': 'press Save the list',
  'save.cancel': 'cancel saving',
  'xstate.done.actor.searchRow': 'the edited item is found',
  'xstate.error.actor.searchRow': 'the connection drops',
  'xstate.done.actor.saveList': 'the list is saved',
  'scope.changed': 'another shop or service is chosen',
  'xstate.done.actor.searchAgain': 'the list is found for that shop',
  'xstate.error.actor.searchAgain': 'the connection drops',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the shopping-list search. */
export const listSearchModel: JourneyModel<typeof listSearchMachine> = {
  inputs: [
    { name: 'nothing typed', input: { text: '' } },
    { name: 'a list in the address', input: { text: SAMPLE_LIST } },
  ],
  contextKey: (context: ListSearchContext) =>
    [
      context.text.trim() && 'typed',
      context.outcome && 'added',
      context.editing?.text === '' && 'row emptied',
      context.save.problem && `save ${context.save.problem}`,
    ]
      .filter(Boolean)
      .join(', '),
  eventVariants: ev({
    'list.type': [{ type: 'list.type', text: SAMPLE_LIST }],
    'list.open': [
      { type: 'list.open', text: SAMPLE_LIST },
      { type: 'list.open', text: '' },
    ],
    'xstate.done.actor.searchList': [
      { type: 'xstate.done.actor.searchList', output: sampleResults },
    ],
    'xstate.error.actor.searchList': [
      { type: 'xstate.error.actor.searchList', error: { kind: 'network' } },
    ],
    'xstate.done.actor.searchAgain': [
      { type: 'xstate.done.actor.searchAgain', output: sampleResults },
    ],
    'xstate.error.actor.searchAgain': [
      { type: 'xstate.error.actor.searchAgain', error: { kind: 'network' } },
    ],
    'row.choose': [
      { type: 'row.choose', row: 1, productId: '9002' },
      { type: 'row.choose', row: 2, productId: null },
    ],
    'row.quantity': [{ type: 'row.quantity', row: 1, quantity: 3 }],
    'row.edit': [{ type: 'row.edit', row: 3 }],
    'row.type': [
      { type: 'row.type', text: EDITED_ITEM },
      { type: 'row.type', text: '' },
    ],
    'xstate.done.actor.searchRow': [{ type: 'xstate.done.actor.searchRow', output: editedResults }],
    'xstate.error.actor.searchRow': [
      { type: 'xstate.error.actor.searchRow', error: { kind: 'network' } },
    ],
    'list.save': [{ type: 'list.save', label: LIST_LABEL }],
    'save.type': [
      { type: 'save.type', label: '' },
      { type: 'save.type', label: `${LIST_LABEL} 2` },
    ],
    'xstate.done.actor.saveList': [
      { type: 'xstate.done.actor.saveList', output: { id: 'list-new', label: LIST_LABEL } },
    ],
    'xstate.error.actor.saveList': [
      {
        type: 'xstate.error.actor.saveList',
        error: { status: 409, code: 'LIST_ALREADY_EXISTS', userMessage: 'A list has that name.' },
      },
      { type: 'xstate.error.actor.saveList', error: { kind: 'network' } },
    ],
  }),
  // Another shop is chosen in the header: walked by its own test in e2e/list-search.spec.ts.
  uiStep: (_snapshot, event) => event.type !== 'scope.changed',
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & Record<string, unknown>;
    const error = e.error as { code?: string } | undefined;
    switch (e.type) {
      case 'list.type':
        return 'type a list';
      case 'list.open':
        return e.text ? 'go forward to the list' : 'go back to the empty page';
      case 'xstate.done.actor.searchList':
        return 'the list is found';
      case 'xstate.error.actor.searchList':
        return 'the connection drops';
      case 'row.choose':
        return e.productId ? 'choose an alternative' : 'leave a row out';
      case 'row.quantity':
        return "change a row's quantity";
      case 'row.edit':
        return 'edit the row that found nothing';
      case 'row.type':
        return e.text ? "type the row's new words" : "empty the row's words";
      case 'list.save':
        return 'press Save as list';
      case 'save.type':
        return e.label ? 'type another name' : 'empty the name';
      case 'xstate.error.actor.saveList':
        return error?.code ? 'a list has that name' : 'the connection drops';
      default:
        return labels[e.type] ?? e.type;
    }
  },
};

import { assign, fromPromise, setup } from 'xstate';
import type { ListSummary, ProductList } from '@/api/contract/lists';
import { validateListName } from '@/lib/list-rules';
import {
  isAlreadyExistsError,
  isCustom,
  type ListsContext,
  type SaveListInput,
  upsertList,
} from './lists.types';

export type ListsEvent =
  | { type: 'lists.retry' }
  | { type: 'list.create' }
  | { type: 'list.rename'; id: string }
  | { type: 'list.delete'; id: string }
  | { type: 'list.addToCart'; id: string }
  | { type: 'name.change'; value: string }
  | { type: 'name.submit' }
  | { type: 'dialog.close' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'notice.dismiss' };

const byId = (context: ListsContext, id: string) => context.lists.find((l) => l._id === id);
const targetLabel = (context: ListsContext) =>
  context.targetId ? (byId(context, context.targetId)?.label ?? '') : '';

export const listsMachine = setup({
  types: {
    context: {} as ListsContext,
    events: {} as ListsEvent,
  },
  actors: {
    /** The customer's lists with 4 preview products each (withProductPreviewCount=4). */
    loadLists: fromPromise<ListSummary[]>(() => {
      throw new Error('lists: actor "loadLists" not provided');
    }),
    /** POST /lists (create) or PATCH /lists/{id} (rename). */
    saveList: fromPromise<ProductList, SaveListInput>(() => {
      throw new Error('lists: actor "saveList" not provided');
    }),
    deleteList: fromPromise<void, { id: string }>(() => {
      throw new Error('lists: actor "deleteList" not provided');
    }),
    /** Fetches the list's products and adds each available one to the cart; the count added. */
    addListToCart: fromPromise<number, { id: string }>(() => {
      throw new Error('lists: actor "addListToCart" not provided');
    }),
  },
  guards: {
    hasNotice: ({ context }) => context.notice !== null,
    isCustomList: ({ context, event }) => 'id' in event && isCustom(byId(context, event.id)),
    hasList: ({ context, event }) => 'id' in event && byId(context, event.id) !== undefined,
    hasProducts: ({ context, event }) =>
      'id' in event && (byId(context, event.id)?.productCount ?? 0) > 0,
    isNameValid: ({ context }) => validateListName(context.name) === null,
  },
}).createMachine({
  id: 'lists',
  description: "The customer's lists on /user/lists: create, rename, delete, add one to the cart.",
  context: {
    lists: [],
    targetId: null,
    name: '',
    nameError: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { target: 'ready', actions: assign({ lists: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description: 'The lists could not be loaded: an error with a retry button.',
      on: { 'lists.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'list.create': {
          target: 'naming',
          actions: assign({ targetId: null, name: '', nameError: null, notice: null }),
        },
        'list.rename': {
          guard: 'isCustomList',
          target: 'naming',
          actions: assign(({ context, event }) => ({
            targetId: event.id,
            name: byId(context, event.id)?.label ?? '',
            nameError: null,
            notice: null,
          })),
        },
        'list.delete': {
          guard: 'isCustomList',
          target: 'confirmingDelete',
          actions: assign({ targetId: ({ event }) => event.id, notice: null }),
        },
        'list.addToCart': [
          {
            guard: 'hasProducts',
            target: 'addingToCart',
            actions: assign({ targetId: ({ event }) => event.id, notice: null }),
          },
          {
            description: 'An empty list: nothing to add, the page says so.',
            guard: 'hasList',
            actions: assign(({ context, event }) => ({
              notice: { kind: 'emptyList', label: byId(context, event.id)?.label ?? '' } as const,
            })),
          },
        ],
        'notice.dismiss': { guard: 'hasNotice', actions: assign({ notice: null }) },
      },
    },
    naming: {
      description:
        'The create or rename dialog: an empty or too long name is refused here, a used one by the platform.',
      tags: ['dialog'],
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value, nameError: null }) },
        'name.submit': [
          { guard: 'isNameValid', target: 'saving' },
          {
            actions: assign({
              nameError: ({ context }) => validateListName(context.name),
            }),
          },
        ],
        'dialog.close': { target: 'ready', actions: assign({ targetId: null, nameError: null }) },
      },
    },
    saving: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'saveList',
        src: 'saveList',
        input: ({ context }) => ({ id: context.targetId, label: context.name.trim() }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            lists: upsertList(context.lists, event.output),
            notice: {
              kind: context.targetId === null ? 'created' : 'renamed',
              label: event.output.label,
            } as const,
            targetId: null,
          })),
        },
        onError: {
          description:
            'Back to the dialog with what was typed: a taken name shows the already-exists error, anything else a try-again message.',
          target: 'naming',
          actions: assign(({ event }) =>
            isAlreadyExistsError(event.error)
              ? { nameError: 'alreadyExists' as const }
              : { notice: { kind: 'actionFailed' as const } },
          ),
        },
      },
    },
    confirmingDelete: {
      description: 'The confirmation dialog: delete the list or keep it.',
      tags: ['dialog'],
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'ready', actions: assign({ targetId: null }) },
      },
    },
    deleting: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'deleteList',
        src: 'deleteList',
        input: ({ context }) => ({ id: context.targetId! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({
            notice: { kind: 'deleted', label: targetLabel(context) } as const,
            lists: context.lists.filter((list) => list._id !== context.targetId),
            targetId: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({ notice: { kind: 'actionFailed' }, targetId: null }),
        },
      },
    },
    addingToCart: {
      tags: ['busy'],
      invoke: {
        id: 'addListToCart',
        src: 'addListToCart',
        input: ({ context }) => ({ id: context.targetId! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            notice: { kind: 'addedToCart', label: targetLabel(context), count: event.output },
            targetId: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({ notice: { kind: 'actionFailed' }, targetId: null }),
        },
      },
    },
  },
});

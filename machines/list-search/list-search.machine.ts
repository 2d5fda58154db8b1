import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ListSearchResult, Product } from '@/api/contract/catalog';
import { validateListName } from '@/lib/list-rules';
import { isRefusal } from '../api-errors';
import {
  type AddOutcome,
  chosenLines,
  chosenProduct,
  clampQuantity,
  itemsOf,
  type ListRow,
  type ListSearchContext,
  type ListSearchEvent,
  type ListSearchInput,
  outcomeOf,
  rowsAgain,
  rowsOf,
  type SavedList,
  searchedText,
  textOf,
} from './list-search.types';

const updateRow = (
  rows: readonly ListRow[],
  id: number,
  change: (row: ListRow) => Partial<ListRow>,
): ListRow[] => rows.map((row) => (row.id === id ? { ...row, ...change(row) } : row));

const hasChosen = (rows: readonly ListRow[]) => rows.some((row) => chosenProduct(row) !== null);

/** Leaving the rows for the text area (written back), or for a new list (the address cleared). */
const leaveRows = {
  'list.edit': { target: '#listSearch.editing', actions: 'writeRowsBack' },
  'list.new': {
    target: '#listSearch.editing',
    actions: ['clearList', { type: 'showList', params: { text: '' } }],
  },
} as const;

/**
 * The shopping-list search (issue 45): a list typed or pasted, searched in one call, one row per
 * item with the best match chosen and its alternatives, then added to the cart as one change.
 */
export const listSearchMachine = setup({
  types: {
    input: {} as ListSearchInput,
    context: {} as ListSearchContext,
    events: {} as ListSearchEvent,
  },
  actors: {
    /** Says `scope.changed` when another shop or service is chosen. */
    followScope: fromCallback<ListSearchEvent>(() => () => {}),
    /** POST /v3.1/products/search/list for the selected shop and service: a result per term. */
    searchList: fromPromise<ListSearchResult[], { terms: string[] }>(() => {
      throw new Error('list-search: actor "searchList" not provided');
    }),
    /** A new list of the customer's, with the chosen products. 409 LIST_ALREADY_EXISTS. */
    saveList: fromPromise<SavedList, { label: string; skus: string[] }>(() => {
      throw new Error('list-search: actor "saveList" not provided');
    }),
  },
  actions: {
    /** The chosen products go into the cart as one change (one pricing). */
    addToCart: (_: unknown, _params: { lines: Array<{ product: Product; quantity: number }> }) => {
      throw new Error('list-search: action "addToCart" not provided');
    },
    /** The page's address keeps the list searched, so a reload and the back button find it. */
    showList: (_: unknown, _params: { text: string }) => {
      throw new Error('list-search: action "showList" not provided');
    },
    closeSaveForm: assign({ save: { label: '', problem: null } }),
    /** The list's items, each with what the search found for it. */
    takeRows: assign(({ context }, { results }: { results: ListSearchResult[] }) => {
      const { lines, dropped, rest } = itemsOf(context.text);
      return { rows: rowsOf(lines, results), dropped, rest };
    }),
    /** The rows found again for another shop, the shopper's choices kept where they still are. */
    takeRowsAgain: assign(({ context }, { results }: { results: ListSearchResult[] }) => {
      const { lines, dropped, rest } = itemsOf(context.text);
      return { rows: rowsAgain(context.rows, rowsOf(lines, results)), dropped, rest };
    }),
    /** The rows written back as the list's text, for editing it again. */
    writeRowsBack: assign(({ context }) => ({
      text: textOf(context.rows, context.rest),
      problem: null,
    })),
    clearList: assign({
      text: '',
      problem: null,
      searched: '',
      rows: [],
      dropped: 0,
      rest: [],
      outcome: null,
      saved: null,
    }),
  },
  guards: {
    hasItems: ({ context }) => itemsOf(context.text).lines.length > 0,
    /** Another list than the one shown, with items: searched. */
    opensItems: ({ context, event }) =>
      event.type === 'list.open' &&
      searchedText(event.text) !== context.searched &&
      itemsOf(event.text).lines.length > 0,
    /** Another list than the one shown (compared as searched): back to the text area. */
    isNewList: ({ context, event }) =>
      event.type === 'list.open' && searchedText(event.text) !== context.searched,
    anyChosen: ({ context }) => hasChosen(context.rows),
    maySave: ({ context }) => context.saved === null && hasChosen(context.rows),
    rowExists: ({ context, event }) =>
      event.type === 'row.edit' && context.rows.some((row) => row.id === event.row),
    rowDraftFilled: ({ context }) => (context.editing?.text.trim() ?? '') !== '',
    labelFilled: ({ context }) => validateListName(context.save.label) === null,
    wasAdded: ({ context }) => context.outcome !== null,
    scopeChanged: ({ context }) => context.scopeChanged,
    listExists: ({ event }) =>
      isRefusal((event as { error?: unknown }).error, 409, 'LIST_ALREADY_EXISTS'),
  },
}).createMachine({
  id: 'listSearch',
  description:
    'Search a shopping list: one item a line or comma separated, an optional quantity first; one row per item with the best match for the selected shop and service, alternatives to swap in, nothing found said with a way to edit the line; Add all puts the chosen products in the cart as one change and says what was and was not added; a signed-in customer can keep the list as one of their lists.',
  context: ({ input }) => ({
    text: input.text,
    searched: '',
    rows: [],
    dropped: 0,
    rest: [],
    problem: null,
    editing: null,
    outcome: null,
    save: { label: '', problem: null },
    saved: null,
    scopeChanged: false,
  }),
  initial: 'opening',
  invoke: { id: 'followScope', src: 'followScope' },
  on: {
    // Noted wherever the list is; rows shown are searched again as soon as no form is open.
    'scope.changed': { actions: assign({ scopeChanged: true }) },
    'list.open': [
      {
        guard: 'opensItems',
        target: '.searching',
        actions: assign({ text: ({ event }) => event.text }),
      },
      {
        guard: 'isNewList',
        target: '.editing',
        actions: assign({ text: ({ event }) => event.text, searched: '', rows: [], problem: null }),
      },
    ],
  },
  states: {
    opening: {
      description: "The page's address may hold a list: it is searched at once.",
      always: [{ guard: 'hasItems', target: 'searching' }, { target: 'editing' }],
    },
    editing: {
      description: 'The text area: one item a line or comma separated, up to 50.',
      on: {
        'list.type': { actions: assign({ text: ({ event }) => event.text, problem: null }) },
        'list.search': [
          {
            guard: 'hasItems',
            target: 'searching',
            actions: {
              type: 'showList',
              params: ({ context }) => ({ text: searchedText(context.text) }),
            },
          },
          { actions: assign({ problem: 'empty' }) },
        ],
      },
    },
    searching: {
      description: 'One platform call for the whole list.',
      tags: ['busy'],
      entry: assign({
        searched: ({ context }) => searchedText(context.text),
        problem: null,
        outcome: null,
        saved: null,
        editing: null,
        scopeChanged: false,
      }),
      // The answer on its way is for the shop before: asked again.
      on: { 'scope.changed': { target: 'searching', reenter: true } },
      invoke: {
        id: 'searchList',
        src: 'searchList',
        input: ({ context }) => ({
          terms: itemsOf(context.text).lines.map((line) => line.text),
        }),
        onDone: {
          target: 'results',
          actions: { type: 'takeRows', params: ({ event }) => ({ results: event.output }) },
        },
        // Nothing typed is lost: the list is back in the text area, with a retry.
        onError: { target: 'editing', actions: assign({ problem: 'failed', searched: '' }) },
      },
    },
    results: {
      description: 'One row per item.',
      initial: 'reviewing',
      exit: [assign({ editing: null }), 'closeSaveForm'],
      states: {
        reviewing: {
          description:
            'Each row shows its chosen product and the alternatives; a row can be left out, its quantity changed or its words edited.',
          always: { guard: 'scopeChanged', target: 'refreshing' },
          on: {
            ...leaveRows,
            'row.choose': {
              actions: assign({
                rows: ({ context, event }) =>
                  updateRow(context.rows, event.row, (row) => ({
                    chosen: row.products.some((p) => p.id === event.productId)
                      ? event.productId
                      : null,
                  })),
              }),
            },
            'row.quantity': {
              actions: assign({
                rows: ({ context, event }) =>
                  updateRow(context.rows, event.row, () => ({
                    quantity: clampQuantity(event.quantity),
                  })),
              }),
            },
            'row.edit': {
              guard: 'rowExists',
              target: 'rowEditing',
              actions: assign({
                editing: ({ context, event }) => ({
                  row: event.row,
                  text: context.rows.find((row) => row.id === event.row)?.text ?? '',
                  problem: null,
                }),
              }),
            },
            'list.addAll': {
              guard: 'anyChosen',
              target: 'added',
              actions: [
                {
                  type: 'addToCart',
                  params: ({ context }) => ({ lines: chosenLines(context.rows) }),
                },
                assign({ outcome: ({ context }): AddOutcome => outcomeOf(context.rows) }),
              ],
            },
            'list.save': {
              guard: 'maySave',
              target: 'naming',
              actions: assign({ save: ({ event }) => ({ label: event.label, problem: null }) }),
            },
          },
        },
        rowEditing: {
          description: "One row's words, edited to search that item again.",
          on: {
            ...leaveRows,
            'row.type': {
              actions: assign({
                editing: ({ context, event }) =>
                  context.editing && { ...context.editing, text: event.text, problem: null },
              }),
            },
            'row.search': [
              { guard: 'rowDraftFilled', target: 'rowSearching' },
              {
                actions: assign({
                  editing: ({ context }) =>
                    context.editing && { ...context.editing, problem: 'empty' },
                }),
              },
            ],
            'row.cancel': { target: 'reviewing', actions: assign({ editing: null }) },
          },
        },
        rowSearching: {
          description: 'The edited item searched alone.',
          tags: ['busy'],
          on: leaveRows,
          invoke: {
            id: 'searchRow',
            src: 'searchList',
            input: ({ context }) => ({
              terms: [itemsOf(context.editing?.text ?? '').lines[0]?.text ?? ''],
            }),
            onDone: {
              target: 'reviewing',
              actions: assign(({ context, event }) => {
                const line = itemsOf(context.editing?.text ?? '').lines[0];
                const [row] = line ? rowsOf([line], event.output) : [];
                const id = context.editing?.row;
                return {
                  // The row keeps its place and its quantity (or takes one typed with the words).
                  rows: row
                    ? context.rows.map((old) =>
                        old.id === id
                          ? {
                              ...row,
                              id,
                              quantity: line!.quantity > 1 ? line!.quantity : old.quantity,
                            }
                          : old,
                      )
                    : context.rows,
                  editing: null,
                };
              }),
            },
            onError: {
              target: 'rowEditing',
              actions: assign({
                editing: ({ context }) =>
                  context.editing && { ...context.editing, problem: 'failed' },
              }),
            },
          },
        },
        added: {
          description:
            'The chosen products are in the cart: what was added and what was not is said; the rows stay to be kept as a list.',
          always: { guard: 'scopeChanged', target: 'refreshing' },
          on: {
            ...leaveRows,
            'list.save': {
              guard: 'maySave',
              target: 'naming',
              actions: assign({ save: ({ event }) => ({ label: event.label, problem: null }) }),
            },
          },
        },
        refreshing: {
          description:
            'Another shop or service was chosen: the rows, as changed, are searched again for it while they stay in view; a row left out stays out, and an alternative chosen stays chosen where that shop has it.',
          tags: ['busy'],
          entry: ['writeRowsBack', assign({ scopeChanged: false })],
          on: {
            ...leaveRows,
            'scope.changed': { target: 'refreshing', reenter: true },
          },
          invoke: {
            id: 'searchAgain',
            src: 'searchList',
            input: ({ context }) => ({
              terms: itemsOf(context.text).lines.map((line) => line.text),
            }),
            onDone: [
              {
                guard: 'wasAdded',
                target: 'added',
                actions: {
                  type: 'takeRowsAgain',
                  params: ({ event }) => ({ results: event.output }),
                },
              },
              {
                target: 'reviewing',
                actions: {
                  type: 'takeRowsAgain',
                  params: ({ event }) => ({ results: event.output }),
                },
              },
            ],
            // The rows stay as they were, said to be the shop's before.
            onError: [
              { guard: 'wasAdded', target: 'added', actions: assign({ problem: 'stale' }) },
              { target: 'reviewing', actions: assign({ problem: 'stale' }) },
            ],
          },
        },
        naming: {
          description: "Save as list: the new list's name (a signed-in customer).",
          on: {
            'save.type': {
              actions: assign({ save: ({ event }) => ({ label: event.label, problem: null }) }),
            },
            'save.submit': [
              { guard: 'labelFilled', target: 'saving' },
              {
                actions: assign({
                  save: ({ context }) => ({
                    label: context.save.label,
                    problem: validateListName(context.save.label),
                  }),
                }),
              },
            ],
            'save.cancel': [
              { guard: 'wasAdded', target: 'added', actions: 'closeSaveForm' },
              { target: 'reviewing', actions: 'closeSaveForm' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveList',
            src: 'saveList',
            input: ({ context }) => ({
              label: context.save.label.trim(),
              skus: chosenLines(context.rows).map(({ product }) => product.sku),
            }),
            onDone: [
              {
                guard: 'wasAdded',
                target: 'added',
                actions: assign({ saved: ({ event }) => event.output }),
              },
              { target: 'reviewing', actions: assign({ saved: ({ event }) => event.output }) },
            ],
            // The name is kept either way: a taken name to change, a dropped call to retry.
            onError: [
              {
                guard: 'listExists',
                target: 'naming',
                actions: assign({
                  save: ({ context }) => ({ ...context.save, problem: 'alreadyExists' }),
                }),
              },
              {
                target: 'naming',
                actions: assign({
                  save: ({ context }) => ({ ...context.save, problem: 'failed' }),
                }),
              },
            ],
          },
        },
      },
    },
  },
});

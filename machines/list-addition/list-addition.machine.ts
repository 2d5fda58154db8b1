import { assign, fromPromise, setup } from 'xstate';
import type { ListSummary, ProductList } from '@/api/contract/lists';

export interface ListAdditionInput {
  /** Whether a customer is signed in when the sheet opens (a visitor gets the login modal). */
  signedIn: boolean;
  product: { sku: string; name: string };
  /** The page the button was pressed on (path and search, no locale prefix): a login returns there. */
  from: string;
}

export interface ToggleInput {
  listId: string;
  sku: string;
  action: 'add' | 'remove';
}

/** One list the product can be saved to, and whether it is in it. */
export interface ListChoice {
  _id: string;
  label: string;
  type: ListSummary['type'];
  saved: boolean;
}

export interface ListAdditionContext {
  signedIn: boolean;
  product: { sku: string; name: string };
  from: string;
  lists: ListChoice[];
  /** The last save toggle, shown for 2 seconds (spec §4 "List save toggle"). */
  confirmation: { listId: string; label: string; saved: boolean } | null;
  /** The list being toggled. */
  pendingId: string | null;
  failed: boolean;
}

export type ListAdditionEvent =
  | { type: 'gate.login' }
  | { type: 'gate.register' }
  | { type: 'sheet.close' }
  | { type: 'lists.retry' }
  | { type: 'list.toggle'; listId: string };

/** The lists a product can be saved to: favourites and custom (suggested ones are the platform's). */
export const choicesFor = (lists: readonly ListSummary[], sku: string): ListChoice[] =>
  lists
    .filter((list) => list.type !== 'suggested')
    .map(({ _id, label, type, products }) => ({
      _id,
      label,
      type,
      saved: products.some((ref) => ref.sku === sku),
    }));

const choice = (context: ListAdditionContext, id: string | null) =>
  context.lists.find((list) => list._id === id);

export const listAdditionMachine = setup({
  types: {
    input: {} as ListAdditionInput,
    context: {} as ListAdditionContext,
    events: {} as ListAdditionEvent,
  },
  actors: {
    loadLists: fromPromise<ListSummary[]>(() => {
      throw new Error('list-addition: actor "loadLists" not provided');
    }),
    /** PUT /lists/{listId}/products with action add or remove; the list as it is now. */
    toggleProduct: fromPromise<ProductList, ToggleInput>(() => {
      throw new Error('list-addition: actor "toggleProduct" not provided');
    }),
  },
  actions: {
    /** Goes to /login (the visitor gate), which returns to `returnTo` after the login. */
    goToLogin: (_: unknown, _params: { returnTo: string }): void => {
      throw new Error('list-addition: action "goToLogin" not provided');
    },
    /** Goes to /register, which returns to `returnTo` after the registration. */
    goToRegister: (_: unknown, _params: { returnTo: string }): void => {
      throw new Error('list-addition: action "goToRegister" not provided');
    },
  },
  delays: {
    /** How long the save confirmation stays (spec §9: list-save toast 2 seconds). */
    confirmation: 2000,
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    hasList: ({ context, event }) =>
      event.type === 'list.toggle' && choice(context, event.listId) !== undefined,
  },
}).createMachine({
  id: 'listAddition',
  description: 'The list-addition sheet of a product: save it to lists or remove it from them.',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    product: input.product,
    from: input.from,
    lists: [],
    confirmation: null,
    pendingId: null,
    failed: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'A visitor is sent to the login-required modal, a customer to the sheet.',
      always: [{ guard: 'isVisitor', target: 'loginRequired' }, { target: 'loading' }],
    },
    loginRequired: {
      description:
        'The login-required modal for lists: register or log in, then back to the page of the product.',
      tags: ['loginModal'],
      on: {
        'gate.login': {
          target: 'closed',
          actions: { type: 'goToLogin', params: ({ context }) => ({ returnTo: context.from }) },
        },
        'gate.register': {
          target: 'closed',
          actions: { type: 'goToRegister', params: ({ context }) => ({ returnTo: context.from }) },
        },
        'sheet.close': { target: 'closed' },
      },
    },
    loading: {
      tags: ['sheet', 'busy'],
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: {
          target: 'choosing',
          actions: assign({
            lists: ({ context, event }) => choicesFor(event.output, context.product.sku),
          }),
        },
        onError: { target: 'loadFailed' },
      },
      on: { 'sheet.close': { target: 'closed' } },
    },
    loadFailed: {
      tags: ['sheet'],
      on: { 'lists.retry': { target: 'loading' }, 'sheet.close': { target: 'closed' } },
    },
    choosing: {
      tags: ['sheet'],
      initial: 'idle',
      on: { 'sheet.close': { target: 'closed' } },
      states: {
        idle: {
          on: {
            'list.toggle': {
              guard: 'hasList',
              target: 'saving',
              actions: assign({ pendingId: ({ event }) => event.listId, failed: false }),
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'toggleProduct',
            src: 'toggleProduct',
            input: ({ context }) => {
              const list = choice(context, context.pendingId)!;
              return {
                listId: list._id,
                sku: context.product.sku,
                action: list.saved ? ('remove' as const) : ('add' as const),
              };
            },
            onDone: {
              target: 'confirmed',
              actions: assign(({ context, event }) => {
                const saved = event.output.products.some((ref) => ref.sku === context.product.sku);
                return {
                  lists: context.lists.map((list) =>
                    list._id === context.pendingId ? { ...list, saved } : list,
                  ),
                  confirmation: {
                    listId: context.pendingId!,
                    label: choice(context, context.pendingId)?.label ?? '',
                    saved,
                  },
                  pendingId: null,
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ failed: true, pendingId: null, confirmation: null }),
            },
          },
        },
        confirmed: {
          description: 'The save confirmation is shown for 2 seconds.',
          after: { confirmation: { target: 'idle', actions: assign({ confirmation: null }) } },
          on: {
            'list.toggle': {
              guard: 'hasList',
              target: 'saving',
              actions: assign({ pendingId: ({ event }) => event.listId, confirmation: null }),
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

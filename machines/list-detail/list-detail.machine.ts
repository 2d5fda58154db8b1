import { assign, fromPromise, setup } from 'xstate';
import type { Product } from '@/api/contract/catalog';
import type { ProductList } from '@/api/contract/lists';

export interface ListDetailInput {
  listId: string;
}

/** What the page tells the customer after an action (views translate the codes). */
export type ListDetailNotice =
  | { kind: 'removed'; name: string }
  | { kind: 'addedToCart'; count: number }
  | { kind: 'actionFailed' };

export interface ListDetailContext {
  listId: string;
  list: ProductList | null;
  products: Product[];
  /** The local search text; it filters from 3 characters (see `searchListProducts`). */
  query: string;
  /** The product being removed. */
  removingSku: string | null;
  notice: ListDetailNotice | null;
}

export type ListDetailEvent =
  | { type: 'list.retry' }
  | { type: 'search.change'; value: string }
  | { type: 'product.remove'; sku: string }
  | { type: 'list.addToCart' }
  | { type: 'notice.dismiss' };

export interface ListPage {
  list: ProductList;
  products: Product[];
}

export const listDetailMachine = setup({
  types: {
    input: {} as ListDetailInput,
    context: {} as ListDetailContext,
    events: {} as ListDetailEvent,
  },
  actors: {
    /** GET /v3.1/lists/{listId}/products. */
    loadList: fromPromise<ListPage, { listId: string }>(() => {
      throw new Error('list-detail: actor "loadList" not provided');
    }),
    /** PUT /lists/{listId}/products with action remove. */
    removeProduct: fromPromise<ProductList, { listId: string; sku: string }>(() => {
      throw new Error('list-detail: actor "removeProduct" not provided');
    }),
  },
  actions: {
    /** Adds the products to the cart (`addProductToCart` of src/app/cart-lines.ts). */
    addToCart: (_, _params: { products: Product[] }): void => {
      throw new Error('list-detail: action "addToCart" not provided');
    },
  },
  guards: {
    hasNotice: ({ context }) => context.notice !== null,
    hasProduct: ({ context, event }) =>
      'sku' in event && context.products.some((p) => p.sku === event.sku),
    hasAvailableProducts: ({ context }) => context.products.some((p) => p.isAvailable),
  },
}).createMachine({
  id: 'listDetail',
  description: 'One list on /user/lists/list: its products, local search, remove, add all to cart.',
  context: ({ input }) => ({
    listId: input.listId,
    list: null,
    products: [],
    query: '',
    removingSku: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ listId: context.listId }),
        onDone: {
          target: 'ready',
          actions: assign({
            list: ({ event }) => event.output.list,
            products: ({ event }) => event.output.products,
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description: 'The list could not be loaded (or does not exist): an error with a retry.',
      on: { 'list.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'search.change': { actions: assign({ query: ({ event }) => event.value }) },
        'product.remove': {
          guard: 'hasProduct',
          target: 'removing',
          actions: assign({ removingSku: ({ event }) => event.sku, notice: null }),
        },
        'list.addToCart': {
          guard: 'hasAvailableProducts',
          actions: [
            {
              type: 'addToCart',
              params: ({ context }) => ({
                products: context.products.filter((p) => p.isAvailable),
              }),
            },
            assign({
              notice: ({ context }) => ({
                kind: 'addedToCart' as const,
                count: context.products.filter((p) => p.isAvailable).length,
              }),
            }),
          ],
        },
        'notice.dismiss': { guard: 'hasNotice', actions: assign({ notice: null }) },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeProduct',
        src: 'removeProduct',
        input: ({ context }) => ({ listId: context.listId, sku: context.removingSku! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            list: event.output,
            notice: {
              kind: 'removed' as const,
              name: context.products.find((p) => p.sku === context.removingSku)?.displayName ?? '',
            },
            products: context.products.filter((p) => p.sku !== context.removingSku),
            removingSku: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign({ notice: { kind: 'actionFailed' }, removingSku: null }),
        },
      },
    },
  },
});

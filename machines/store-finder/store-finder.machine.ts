import { assign, fromPromise, setup } from 'xstate';
import type { Shop, Store } from '@/api/contract/shops';
import type { Coordinates } from '@/lib/distance';
import type { SearchableStore } from '@/lib/store-search';

export interface StoreFinderContext<T extends SearchableStore = Store> {
  stores: T[];
  query: string;
  /** The shopper's location; null until the browser gives it (or when refused). */
  location: Coordinates | null;
}

export type StoreFinderEvent = { type: 'search.change'; query: string } | { type: 'stores.retry' };

/**
 * One definition for every searchable list of places: the stores of /corporate/stores, and the
 * take-away shops of the address-or-store sheet (the same search, location and order).
 */
export const createStoreFinderMachine = <T extends SearchableStore>() =>
  setup({
    types: {
      context: {} as StoreFinderContext<T>,
      events: {} as StoreFinderEvent,
    },
    actors: {
      loadStores: fromPromise<T[]>(() => {
        throw new Error('store-finder: actor "loadStores" not provided');
      }),
      /** The browser's geolocation; rejects when refused or unavailable. */
      locateShopper: fromPromise<Coordinates>(() => {
        throw new Error('store-finder: actor "locateShopper" not provided');
      }),
    },
    actions: {
      /** Geolocation errors are only logged (content-side.md §8). */
      logLocationError: (_, _params: { error: unknown }) => {
        throw new Error('store-finder: action "logLocationError" not provided');
      },
    },
  }).createMachine({
    id: 'storeFinder',
    description:
      'The store finder: search, and the distance to each store when the browser knows it.',
    context: { stores: [], query: '', location: null },
    type: 'parallel',
    on: { 'search.change': { actions: assign({ query: ({ event }) => event.query }) } },
    states: {
      stores: {
        initial: 'loading',
        states: {
          loading: {
            tags: ['busy'],
            invoke: {
              id: 'loadStores',
              src: 'loadStores',
              onDone: { target: 'ready', actions: assign({ stores: ({ event }) => event.output }) },
              onError: { target: 'failed' },
            },
          },
          ready: {},
          failed: {
            description: 'The stores could not be loaded; the shopper may retry.',
            on: { 'stores.retry': { target: 'loading' } },
          },
        },
      },
      location: {
        initial: 'locating',
        states: {
          locating: {
            description: 'Asking the browser; until it answers the list is unsorted.',
            invoke: {
              id: 'locateShopper',
              src: 'locateShopper',
              onDone: {
                target: 'located',
                actions: assign({ location: ({ event }) => event.output }),
              },
              onError: {
                target: 'unknown',
                actions: {
                  type: 'logLocationError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            },
          },
          located: { description: 'Each store gets a distance; the list sorts ascending.' },
          unknown: { description: 'No location: the stores stay in the platform order.' },
        },
      },
    },
  });

/** The store finder of /corporate/stores. */
export const storeFinderMachine = createStoreFinderMachine<Store>();

/** The take-away shops of the address-or-store sheet. */
export const shopFinderMachine = createStoreFinderMachine<Shop>();

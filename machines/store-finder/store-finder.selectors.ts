import type { SnapshotFrom } from 'xstate';
import { storesFor } from '@/lib/store-search';
import type { storeFinderMachine } from './store-finder.machine';

type Snapshot = SnapshotFrom<typeof storeFinderMachine>;

export const searchQuery = (s: Snapshot) => s.context.query;
export const isLoading = (s: Snapshot) => s.hasTag('busy');
export const hasFailed = (s: Snapshot) => s.matches({ stores: 'failed' });
export const isLocated = (s: Snapshot) => s.context.location !== null;

let memo: { stores: unknown; query: string; location: unknown; result: unknown } | undefined;
/** The stores to show: filtered, and with a location sorted by distance (memoised per input). */
export const visibleStores = (s: Snapshot) => {
  const { stores, query, location } = s.context;
  if (memo && memo.stores === stores && memo.query === query && memo.location === location) {
    return memo.result as ReturnType<typeof storesFor<(typeof stores)[number]>>;
  }
  const result = storesFor(stores, query, location);
  memo = { stores, query, location, result };
  return result;
};

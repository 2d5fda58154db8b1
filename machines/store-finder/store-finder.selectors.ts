import type { SnapshotFrom } from 'xstate';
import type { Coordinates } from '@/lib/distance';
import { type SearchableStore, storesFor, type WithDistance } from '@/lib/store-search';
import type { storeFinderMachine } from './store-finder.machine';

/** What the selectors read: the snapshot of any store finder (stores or take-away shops). */
type Snapshot = Pick<SnapshotFrom<typeof storeFinderMachine>, 'hasTag' | 'matches'> & {
  context: { query: string; location: Coordinates | null };
};

export const searchQuery = (s: Snapshot) => s.context.query;
export const isLoading = (s: Snapshot) => s.hasTag('busy');
export const hasFailed = (s: Snapshot) => s.matches({ stores: 'failed' });
export const isLocated = (s: Snapshot) => s.context.location !== null;

const memo = new WeakMap<
  readonly SearchableStore[],
  { query: string; location: Coordinates | null; result: unknown }
>();
/** The stores to show: filtered, and with a location sorted by distance (memoised per input). */
export const visibleStores = <T extends SearchableStore>(s: {
  context: { stores: T[]; query: string; location: Coordinates | null };
}): WithDistance<T>[] => {
  const { stores, query, location } = s.context;
  const kept = memo.get(stores);
  if (kept && kept.query === query && kept.location === location) {
    return kept.result as WithDistance<T>[];
  }
  const result = storesFor(stores, query, location);
  memo.set(stores, { query, location, result });
  return result;
};

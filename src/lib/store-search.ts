import { type Coordinates, distanceKm } from './distance';

/** Lowercase and without accents: "Κολωνάκι" matches "κολωνακι", "ΚΟΛΩΝΑΚΙ", "kolonaki" its own. */
export const foldText = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export interface SearchableStore {
  name: string;
  /** The shown name where it differs from `name` (a shop's title). */
  title?: string;
  address: Coordinates & { region: string; city: string; street: string };
}

/**
 * Store search terms (content-side.md §5): the lowercase name (and title), its accent-stripped
 * form, region, city and street. An empty query matches every store.
 */
export function matchesStoreQuery(store: SearchableStore, query: string): boolean {
  const term = foldText(query);
  if (!term) return true;
  const { name, title = '', address } = store;
  const haystack = [
    name.toLowerCase(),
    foldText(name),
    title,
    address.region,
    address.city,
    address.street,
  ]
    .map(foldText)
    .join('\n');
  return haystack.includes(term);
}

/**
 * The store list: filtered by the query; without a location in the platform's order, with one
 * each store's address carries its distance (km) and the list sorts ascending.
 */
export type WithDistance<T extends SearchableStore> = T & {
  address: T['address'] & { distance?: number };
};

export function storesFor<T extends SearchableStore>(
  stores: readonly T[],
  query: string,
  location: Coordinates | null,
): WithDistance<T>[] {
  const found = stores.filter((store) => matchesStoreQuery(store, query));
  if (!location) return found;
  return found
    .map((store) => ({
      ...store,
      address: { ...store.address, distance: distanceKm(location, store.address) },
    }))
    .sort((a, b) => a.address.distance - b.address.distance);
}

import type { QueryClient } from '@tanstack/react-query';
import { searchListEndpoint } from '@/api/contract/catalog';
import { updateListProductsEndpoint } from '@/api/contract/lists';
import { api } from '../../api';
import { saveList } from './lists-effects';

/** The list-search effects: the API client and contract load with the first search. */

export interface ListScope {
  shop: string | undefined;
  collectionTypes: string[];
}

/** One call for the whole list, for the selected shop and service. */
export const searchList = async (terms: string[], scope: ListScope, signal?: AbortSignal) =>
  (
    await api.call(searchListEndpoint, {
      body: {
        items: terms.map((term) => ({ term })),
        ...(scope.shop ? { shop: scope.shop } : {}),
        ...(scope.collectionTypes.length ? { collectionTypes: scope.collectionTypes } : {}),
      },
      ...(signal ? { signal } : {}),
    })
  ).results;

/**
 * A new list of the customer's with the products: created once, then filled. `created` is the
 * list this page made with that name before: a fill that failed is tried again on it, rather than
 * creating the list a second time (which the platform refuses as a taken name).
 */
export async function saveShoppingList(
  { label, skus }: { label: string; skus: string[] },
  shop: string | undefined,
  queryClient: QueryClient,
  created: { label: string; id: string } | null,
  onCreated: (list: { label: string; id: string }) => void,
) {
  let id = created?.label === label ? created.id : null;
  if (id === null) {
    const list = await saveList({ id: null, label }, shop);
    id = list._id;
    onCreated({ label, id });
  }
  if (skus.length) {
    await api.call(updateListProductsEndpoint, {
      params: { listId: id },
      body: { action: 'add', products: [...new Set(skus)].map((sku) => ({ sku })) },
    });
  }
  void queryClient.invalidateQueries({ queryKey: ['lists'] });
  return { id, label };
}

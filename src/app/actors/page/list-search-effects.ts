import { toCartItem } from '@machines/cart/cart.types';
import { lineFromProduct } from '@machines/cart/cart-line';
import type { Systems } from '@machines/visit/visit.types';
import type { QueryClient } from '@tanstack/react-query';
import { type Product, searchListEndpoint } from '@/api/contract/catalog';
import { updateListProductsEndpoint } from '@/api/contract/lists';
import { activeLocale } from '@/i18n/i18n';
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

/** The chosen products, with their quantities, go into the cart as one change. */
export function addLines(
  cart: Systems['cart'],
  lines: ReadonlyArray<{ product: Product; quantity: number }>,
): void {
  cart.send({
    type: 'cart.addLines',
    items: lines.map(({ product, quantity }) =>
      toCartItem({ nameLocale: activeLocale(), ...lineFromProduct(product, { quantity }) }),
    ),
  });
}

/** A new list of the customer's with the products: created once, then filled. */
export async function saveShoppingList(
  { label, skus }: { label: string; skus: string[] },
  shop: string | undefined,
  queryClient: QueryClient,
) {
  const list = await saveList({ id: null, label }, shop);
  if (skus.length) {
    await api.call(updateListProductsEndpoint, {
      params: { listId: list._id },
      body: { action: 'add', products: [...new Set(skus)].map((sku) => ({ sku })) },
    });
  }
  void queryClient.invalidateQueries({ queryKey: ['lists'] });
  return { id: list._id, label: list.label };
}

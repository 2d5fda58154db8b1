import { lineFromProduct } from '@machines/cart/cart-line';
import type { ToggleInput } from '@machines/list-addition/list-addition.machine';
import type { SaveListInput } from '@machines/lists/lists.types';
import type { Systems } from '@machines/visit/visit.types';
import type { Product } from '@/api/contract/catalog';
import {
  createListEndpoint,
  deleteListEndpoint,
  getListProductsEndpoint,
  getListsEndpoint,
  renameListEndpoint,
  updateListProductsEndpoint,
} from '@/api/contract/lists';
import { api } from '../../api';
import { addProduct } from '../../cart-commands';
import { createOnce } from '../../create-once';

/** The lists effects: the API client and contract load with the first lists view that needs them. */

/** The side cart and the lists page show 4 products per list (spec §7, §9). */
export const LIST_PREVIEW_COUNT = 4;

/**
 * The lists with their preview products as the selected shop has them (`shop`: its prices and
 * availability, shopping-app.md §7); without a shop the platform's defaults.
 */
export const loadLists = (shop: string | undefined, signal?: AbortSignal) =>
  api.call(getListsEndpoint, {
    query: { withProductPreviewCount: LIST_PREVIEW_COUNT, ...(shop ? { shop } : {}) },
    ...(signal ? { signal } : {}),
  });

/** A new list is created once: after a reply that cannot be read, the lists are read first. */
export const saveList = ({ id, label }: SaveListInput, shop?: string) =>
  id === null
    ? createOnce(
        { list: label },
        () => api.call(createListEndpoint, { body: { label } }),
        async () => (await loadLists(shop)).find((list) => list.label.trim() === label.trim()),
      )
    : api.call(renameListEndpoint, { params: { listId: id }, body: { label } });

export const deleteList = async ({ id }: { id: string }) => {
  await api.call(deleteListEndpoint, { params: { listId: id } });
};

/** A list's products as the selected shop has them (`shop`). */
export const loadList = ({ listId }: { listId: string }, shop: string | undefined) =>
  api.call(getListProductsEndpoint, { params: { listId }, query: shop ? { shop } : {} });

export const removeProduct = async ({ listId, sku }: { listId: string; sku: string }) =>
  (
    await api.call(updateListProductsEndpoint, {
      params: { listId },
      body: { action: 'remove', products: [{ sku }] },
    })
  ).payload;

export const toggleProduct = async ({ listId, sku, action }: ToggleInput) =>
  (
    await api.call(updateListProductsEndpoint, {
      params: { listId },
      body: { action, products: [{ sku }] },
    })
  ).payload;

/** One cart line per product (quantity 1, default options), sent to the cart journey. */
export function addProductsToCart(cart: Systems['cart'], products: readonly Product[]): void {
  for (const product of products) addProduct(cart, lineFromProduct(product));
}

/** Adds the available products of a whole list to the cart; how many were added. */
export async function addListToCart(
  { id }: { id: string },
  cart: Systems['cart'],
  shop: string | undefined,
): Promise<number> {
  const { products } = await loadList({ listId: id }, shop);
  const available = products.filter((product) => product.isAvailable);
  addProductsToCart(cart, available);
  return available.length;
}

import type { FetchedCarts, LocalLine, MergedLine } from '@machines/merge-cart/merge-cart.types';
import type { CartItem } from '@/api/contract/cart';
import { getServerCartEndpoint, saveServerCartEndpoint } from '@/api/contract/cart';
import { api } from '../api';
import { addProductToCart, cartLines } from '../cart-lines';
import { toCartItems } from '../queries/checkout';

/** The saved server cart and the local cart at this moment (after login). */
export async function fetchCarts(): Promise<FetchedCarts> {
  const { items } = await api.call(getServerCartEndpoint);
  return { local: cartLines() as LocalLine[], server: items };
}

/** Each server line goes through the cart facade, which combines the same product and options. */
export function addToLocalCart(items: readonly CartItem[]) {
  for (const item of items) addProductToCart(item);
}

/** The merged cart becomes the saved cart, so a later login does not add it twice. */
export async function saveServerCart(merged: readonly MergedLine[]) {
  const items = merged.map((line) =>
    line.item
      ? { ...line.item, quantity: line.quantity }
      : toCartItems([{ sku: line.sku, quantity: line.quantity, options: [...line.options] }])[0]!,
  );
  await api.call(saveServerCartEndpoint, { body: { items } });
}

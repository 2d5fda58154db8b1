import type { FetchedCarts, LocalLine, MergedLine } from '@machines/merge-cart/merge-cart.types';
import type { Systems } from '@machines/visit/visit.types';
import type { CartItem } from '@/api/contract/cart';
import { getServerCartEndpoint, saveServerCartEndpoint } from '@/api/contract/cart';
import { api } from '../../api';
import { addProduct } from '../../cart-commands';
import { toCartItems } from '../../queries/checkout';

/** The saved server cart and the local cart at this moment (after login). */
export async function fetchCarts(cart: Systems['cart']): Promise<FetchedCarts> {
  const { items } = await api.call(getServerCartEndpoint);
  return { local: cart.getSnapshot().context.items as LocalLine[], server: items };
}

/** Each server line goes to the cart journey, which combines the same product and options. */
export function addToLocalCart(cart: Systems['cart'], items: readonly CartItem[]) {
  for (const item of items) addProduct(cart, item);
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

import { type CartItem, toCartItem } from '@machines/cart/cart.types';
import { type PricedCart, priceCartEndpoint } from '@/api/contract/cart';
import { getProductEndpoint, type Product } from '@/api/contract/catalog';
import { api } from '../api';
import type { PricingTarget } from '../cart-lines';

/**
 * The cart's effects that need the API client and the zod contract (loaded on first use, so
 * neither enters the bundle of the first paint).
 */
export const priceCart = (target: PricingTarget, items: CartItem[]): Promise<PricedCart> =>
  api.call(priceCartEndpoint, { body: { ...target, items } });

/** A cart line from a catalogue product (spec §3 fields). */
export const itemFromProduct = (product: Product, quantity: number): CartItem =>
  toCartItem({
    id: product.id,
    sku: product.sku,
    quantity,
    name: product.displayName || product.name,
    image: product.image,
    unitPrice: product.price,
    isSpecialOffer: product.offerType !== null,
    collectionTypes: product.collectionTypes,
    url: `/products/${product.slug}`,
    packagingProductId: product.packagingProductId,
    packagingUnitPrice: product.packagingUnitPrice,
    packagingProductName: product.packagingProductName,
  });

export async function productItem(sku: string, quantity: number): Promise<CartItem> {
  const product = await api.call(getProductEndpoint, { params: { slug: sku } });
  return itemFromProduct(product, quantity);
}

/** Lines migrated from the first cart version get their name, price and packaging back. */
export async function withDetails(items: CartItem[]): Promise<CartItem[]> {
  return Promise.all(
    items.map(async (item) => {
      if (item.unitPrice !== 0 || item.name !== item.sku) return item;
      try {
        const product = await api.call(getProductEndpoint, { params: { slug: item.sku } });
        return { ...itemFromProduct(product, item.quantity), options: item.options };
      } catch {
        return item;
      }
    }),
  );
}

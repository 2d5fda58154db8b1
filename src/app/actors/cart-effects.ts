import type { PricingTarget } from '@machines/cart/cart.types';
import { type CartItem, type LocalizedName, toCartItem } from '@machines/cart/cart.types';
import { ACCEPT_LANGUAGE } from '@/api/client';
import { type PricedCart, priceCartEndpoint } from '@/api/contract/cart';
import { getProductEndpoint, type Product } from '@/api/contract/catalog';
import type { Locale } from '@/api/contract/common';
import { activeLocale } from '@/i18n/i18n';
import { api } from '../api';

/**
 * The cart's effects that need the API client and the zod contract (loaded on first use, so
 * neither enters the bundle of the first paint).
 */
export const priceCart = (target: PricingTarget, items: CartItem[]): Promise<PricedCart> =>
  api.call(priceCartEndpoint, {
    // The language of a line's name is the shop's own note: the platform is not sent it.
    body: { ...target, items: items.map(({ nameLocale: _, ...item }) => item) },
  });

/** One product's details in `locale` (whatever the shop's language is meanwhile). */
const productIn = (slug: string, locale: Locale) =>
  api.call(getProductEndpoint, {
    params: { slug },
    headers: { 'Accept-Language': ACCEPT_LANGUAGE[locale] },
  });

/** A cart line from a catalogue product (spec §3 fields), named in `locale`. */
export const itemFromProduct = (product: Product, quantity: number, locale: Locale): CartItem =>
  toCartItem({
    nameLocale: locale,
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
  const locale = activeLocale();
  return itemFromProduct(await productIn(sku, locale), quantity, locale);
}

/** The names of these products in `locale`; a product that cannot be fetched is left out. */
export async function fetchNames(skus: string[], locale: Locale): Promise<LocalizedName[]> {
  const names = await Promise.all(
    skus.map(async (sku) => {
      try {
        const product = await productIn(sku, locale);
        return [
          {
            sku,
            name: product.displayName || product.name,
            packagingProductName: product.packagingProductName,
          },
        ];
      } catch {
        return [];
      }
    }),
  );
  return names.flat();
}

/** Lines migrated from the first cart version get their name, price and packaging back. */
export async function withDetails(items: CartItem[]): Promise<CartItem[]> {
  return Promise.all(
    items.map(async (item) => {
      if (item.unitPrice !== 0 || item.name !== item.sku) return item;
      try {
        const locale = activeLocale();
        const product = await productIn(item.sku, locale);
        return { ...itemFromProduct(product, item.quantity, locale), options: item.options };
      } catch {
        return item;
      }
    }),
  );
}

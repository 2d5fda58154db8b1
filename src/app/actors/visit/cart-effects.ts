import type { PricingTarget } from '@machines/cart/cart.types';
import { type CartItem, type LocalizedName, toCartItem } from '@machines/cart/cart.types';
import { lineFromProduct } from '@machines/cart/cart-line';
import { ACCEPT_LANGUAGE } from '@/api/client';
import { type PricedCart, priceCartEndpoint } from '@/api/contract/cart';
import { getProductEndpoint } from '@/api/contract/catalog';
import type { Locale } from '@/api/contract/common';
import { activeLocale } from '@/i18n/i18n';
import { api } from '../../api';

/**
 * The cart's effects that need the API client and the zod contract (loaded on first use, so
 * neither enters the bundle of the first paint).
 */
export const priceCart = (
  target: PricingTarget,
  items: CartItem[],
  signal?: AbortSignal,
): Promise<PricedCart> =>
  api.call(priceCartEndpoint, {
    // The language of a line's names, its options' names and its substitution choice are the
    // shop's own notes: the pricing is not sent them (the choice goes with the order).
    body: {
      ...target,
      items: items.map(({ nameLocale: _, optionNames: __, substitution: ___, ...item }) => item),
    },
    signal,
  });

/** One product's details in `locale` (whatever the shop's language is meanwhile). */
const productIn = (slug: string, locale: Locale) =>
  api.call(getProductEndpoint, {
    params: { slug },
    headers: { 'Accept-Language': ACCEPT_LANGUAGE[locale] },
  });

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
            options: product.options.flatMap((group) => group.options),
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
        // The packaging back as the first version kept it; the line's own options, comment and
        // substitution choice.
        const line = lineFromProduct(product, {
          quantity: item.quantity,
          options: item.options ?? [],
          packagingFee: true,
        });
        return toCartItem({
          ...line,
          comments: item.comments,
          substitution: item.substitution,
          nameLocale: locale,
        });
      } catch {
        return item;
      }
    }),
  );
}

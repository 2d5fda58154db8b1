import type { PricingTarget } from '@machines/cart/cart.types';
import { type CartItem, type LocalizedName, toCartItem } from '@machines/cart/cart.types';
import { lineFromProduct } from '@machines/cart/cart-line';
import { ACCEPT_LANGUAGE, wait } from '@/api/client';
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
    // The language of a line's name and its substitution choice are the shop's own notes: the
    // pricing is not sent them (the choice goes with the order).
    body: {
      ...target,
      items: items.map(({ nameLocale: _, substitution: __, ...item }) => item),
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

/** A change within this time of the last pricing waits this long for the next press. */
const PRICING_QUIET_MS = 250;

/**
 * The cart's pricing for one visit (its cart logic holds it): a burst of presses is priced once
 * it pauses. A change soon after the last pricing waits a quarter second for the next press
 * (which stops this one through `signal`), and one call at a time is on its way. 30 presses cost
 * a few calls, not 30. A pricing stopped while its call is on its way cancels the call (the cart
 * journey would ignore its answer), so the next one goes without waiting for a slow platform's
 * reply, up to the client's 10 s timeout. The first pricing of a visit goes at once.
 */
export function pricingInTurn() {
  /** The pricing call on its way, if any: the next one waits for it. */
  let onItsWay: Promise<unknown> = Promise.resolve();
  /** When the last pricing call was sent; a change soon after it is part of a burst. */
  let lastAt = Number.NEGATIVE_INFINITY;
  return async (
    target: PricingTarget,
    items: CartItem[],
    signal: AbortSignal,
  ): Promise<PricedCart> => {
    // A newer change ends the wait early; either way a stopped pricing sends nothing.
    if (Date.now() - lastAt < 1000) await wait(PRICING_QUIET_MS, signal);
    await onItsWay.catch(() => undefined);
    signal.throwIfAborted();
    lastAt = Date.now();
    const call = priceCart(target, items, signal);
    onItsWay = call;
    return call;
  };
}

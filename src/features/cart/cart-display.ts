import { type CartItem, lineKey } from '@machines/cart/cart.types';
import type { PricedCart, PricedProduct } from '@/api/contract/cart';
import { atLineOf } from '@/lib/priced-lines';
import type { ProgressMark } from '@/ui/marks/DeliveryProgressMark';

/** Message code of a cart below the minimum order value (spec §8). */
export const MINIMUM_ORDER_CODE = 'MSG_ORDER00017';

/** MSG_ORDER00017 disables the checkout button. */
export const isBelowMinimum = (priced: PricedCart | null): boolean =>
  priced?.messages.some((m) => m.code === MINIMUM_ORDER_CODE) ?? false;

/** Share of the way to free delivery, 0 to 100 (progressInfo currentValue / requiredValue). */
export function progressPercent(priced: PricedCart): number {
  const { currentValue, requiredValue } = priced.progress.progressInfo;
  if (requiredValue <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((currentValue / requiredValue) * 100)));
}

/**
 * The progress mark (the spec's emoji, drawn as the shop's SVG): below the minimum order value
 * (MSG_ORDER00017) a stop sign, free delivery reached a tick, otherwise the van on its way.
 */
export function progressMark(priced: PricedCart): ProgressMark {
  if (isBelowMinimum(priced)) return 'belowMinimum';
  return priced.progress.data.remainingAmountForFree === 0 ? 'free' : 'onTheWay';
}

/** What a line costs as priced (cents), or null when the pricing does not list it. */
export function pricedLine(priced: PricedCart | null, sku: string) {
  return priced?.order.products.find((p) => p.sku === sku) ?? null;
}

/** Packaging fee of a line (cents) when the configuration charges packaging, else null. */
export const packagingFee = (
  enabled: boolean,
  line: { packagingUnitPrice: number | null; quantity: number },
): number | null =>
  enabled && line.packagingUnitPrice !== null ? line.packagingUnitPrice * line.quantity : null;

/**
 * Each line's priced product, by line key. The pricing lists the lines in order, so two lines of
 * one product (two options) get their own; a pricing of other lines is matched by sku.
 */
export function pricedByLine(
  items: readonly CartItem[],
  priced: PricedCart | null,
): Map<string, PricedProduct> {
  const products = priced?.order.products ?? [];
  return new Map(
    items.flatMap((item, index) => {
      const product = atLineOf(products, index, item.sku);
      return product ? [[lineKey(item), product] as const] : [];
    }),
  );
}

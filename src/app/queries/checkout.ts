import { queryOptions } from '@tanstack/react-query';
import { type CartItem, cartItemSchema, priceCartEndpoint } from '@/api/contract/cart';
import type { DeliveryMode } from '@/api/contract/common';
import { getOrderEndpoint, type PlacedOrder } from '@/api/contract/orders';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';

/** A cart line as the facade returns it: at least sku and quantity, maybe the whole line. */
export type LineLike = { sku: string; quantity: number } & Partial<Omit<CartItem, 'sku'>>;

/**
 * Full contract lines from the facade's lines. Where the facade keeps only sku and quantity the
 * product id is the sku and the unit price is taken from the pricing (`prices`, by sku).
 */
export const toCartItems = (
  lines: readonly LineLike[],
  prices: ReadonlyMap<string, number> = new Map(),
): CartItem[] =>
  lines.map((line) =>
    cartItemSchema.parse({
      ...line,
      id: line.id ?? line.sku,
      name: line.name ?? '',
      unitPrice: prices.get(line.sku) ?? line.unitPrice ?? 0,
    }),
  );

export interface PricingTarget {
  shopId: string;
  service: DeliveryMode;
  postalCode: string | null;
  reservationRequestId: string | null;
}

/**
 * What checkout prices and orders for, from the selected shop, service, postal code and reserved
 * slot: none without a shop. The page's summary query and the order (src/app/actors/
 * checkout-order.ts) both build it here, so they name the same pricing.
 */
export const checkoutTarget = (
  shop: { _id: string } | null,
  service: DeliveryMode,
  postalCode: string | null,
  reservation: { requestId: string } | null,
): PricingTarget | null =>
  shop
    ? {
        shopId: shop._id,
        service,
        postalCode,
        reservationRequestId: reservation?.requestId ?? null,
      }
    : null;

/** The checkout summary: the cart priced for the selected shop, service and slot. */
export const checkoutPricingQuery = (
  locale: Locale,
  target: PricingTarget,
  lines: readonly LineLike[],
) =>
  queryOptions({
    queryKey: ['checkout', 'pricing', locale, target, lines],
    queryFn: ({ signal }) =>
      api.call(priceCartEndpoint, {
        body: {
          shop: target.shopId,
          deliveryService: target.service,
          postalCode: target.postalCode ?? undefined,
          reservationRequestId: target.reservationRequestId ?? undefined,
          items: toCartItems(lines),
        },
        signal,
      }),
  });

/** The order just placed, as /thank-you shows it (filled by checkout; fetched for a customer). */
export const placedOrderQuery = (orderId: string) =>
  queryOptions<PlacedOrder['summary'] | null>({
    queryKey: ['orders', 'placed', orderId],
    queryFn: async ({ signal }) => {
      try {
        return await api.call(getOrderEndpoint, { params: { orderId }, signal });
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

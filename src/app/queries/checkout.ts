import { queryOptions } from '@tanstack/react-query';
import { type CartItem, cartItemSchema } from '@/api/contract/cart';
import { getOrderEndpoint, type PlacedOrder } from '@/api/contract/orders';
import { api } from '../api';

/** A cart line as the facade returns it: at least sku and quantity, maybe the whole line. */
export type LineLike = { sku: string; quantity: number } & Partial<Omit<CartItem, 'sku'>> & {
    /** The names of the line's options, as the cart keeps them. */
    optionNames?: string[];
  };

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

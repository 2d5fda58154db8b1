import type { CartItemInput } from '@/api/contract/cart';
import type { Locale } from '@/api/contract/common';
import { cartItemDto, lineName } from '../dto/cart';
import type { SeedProduct, ServiceId } from '../seed/products';
import type { Seed } from '../seed/seed';
import type { StoredOrder } from '../seed/users';
import { offeredFor } from './filters';

/** How many past orders "Buy again" looks at, and how many products it lists. */
const BUY_AGAIN_ORDERS = 5;
export const BUY_AGAIN_PRODUCTS = 12;

/**
 * A past order's lines as cart lines for a service (options and comments kept, today's prices),
 * and what the service does not offer (a product gone from the catalogue included).
 */
export function reorderLines(
  seed: Seed,
  order: StoredOrder,
  service: string,
  locale: Locale,
  base: string,
) {
  const items: CartItemInput[] = [];
  const skipped: Array<{ sku: string; name: string }> = [];
  for (const line of order.lines) {
    const product = seed.productsById.get(line.productId);
    if (!product || !offeredFor(product, [service])) {
      skipped.push({
        sku: product?.sku ?? line.productId,
        name: product ? lineName(product, locale) : line.productId,
      });
      continue;
    }
    items.push(
      cartItemDto(
        product,
        { id: product.id, quantity: line.quantity, options: line.options, comments: line.comments },
        locale,
        base,
      ),
    );
  }
  return { items, skipped };
}

/**
 * The products of the customer's last orders, most often ordered first (then the most recent
 * order first, then by sku): what "Buy again" lists. A cancelled order was never bought.
 */
export function buyAgain(
  seed: Seed,
  orders: readonly StoredOrder[],
  services?: readonly ServiceId[],
): SeedProduct[] {
  const seen = new Map<string, { count: number; latest: number }>();
  const newestFirst = orders
    .filter((order) => order.status !== 'CANCELLED')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  newestFirst.slice(0, BUY_AGAIN_ORDERS).forEach((order, age) => {
    for (const id of new Set(order.lines.map((line) => line.productId))) {
      const entry = seen.get(id) ?? { count: 0, latest: age };
      seen.set(id, { count: entry.count + 1, latest: Math.min(entry.latest, age) });
    }
  });
  return [...seen.entries()]
    .sort(([a, x], [b, y]) => y.count - x.count || x.latest - y.latest || a.localeCompare(b))
    .flatMap(([id]) => seed.productsById.get(id) ?? [])
    .filter((p) => !services || p.collectionTypes.some((type) => services.includes(type)))
    .slice(0, BUY_AGAIN_PRODUCTS);
}

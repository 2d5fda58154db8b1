import type { SubstitutionChoice, SubstitutionDefault } from '@/api/contract/orders';
import type { SeedProduct } from '../seed/products';
import type { Seed } from '../seed/seed';
import type { StoredOrderLine } from '../seed/users';

/** How many substitutes the platform suggests for a product. */
export const SUBSTITUTES_SUGGESTED = 5;

/**
 * The products that may stand in for `product`: the same category, never itself, closest in
 * price first (then by sku, so the order is stable).
 */
export const substitutesOf = (seed: Seed, product: SeedProduct): SeedProduct[] =>
  seed.products
    .filter((p) => p.categoryId === product.categoryId && p.id !== product.id)
    .sort(
      (a, b) =>
        Math.abs(a.price - product.price) - Math.abs(b.price - product.price) ||
        a.sku.localeCompare(b.sku),
    )
    .slice(0, SUBSTITUTES_SUGGESTED);

interface OrderedLine {
  sku: string;
  options: readonly string[];
}

/** The choice a line goes with: its own, or the order's default. */
export const choiceFor = (
  line: OrderedLine,
  substitutions: ReadonlyArray<OrderedLine & { choice: SubstitutionChoice }>,
  fallback: SubstitutionDefault,
): SubstitutionChoice => {
  const key = (l: OrderedLine) => [l.sku, ...[...l.options].sort()].join('|');
  return substitutions.find((s) => key(s) === key(line))?.choice ?? { mode: fallback };
};

/**
 * Picking found the line out of stock (the `out-of-stock` scenario): the shopper's product, a
 * similar one (the first suggestion), or nothing.
 */
export const pickOutOfStock = (seed: Seed, line: StoredOrderLine): StoredOrderLine => {
  const choice = line.substitution ?? { mode: 'similar' as const };
  const product = seed.productsById.get(line.productId);
  const substitute =
    choice.mode === 'product'
      ? seed.products.find((p) => p.sku === choice.sku)
      : choice.mode === 'similar' && product
        ? substitutesOf(seed, product)[0]
        : undefined;
  return { ...line, outOfStock: { substituteId: substitute?.id ?? null } };
};

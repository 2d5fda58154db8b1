import type { SubstitutionChoice, SubstitutionDefault } from '@/api/contract/orders';
import type { SeedProduct, ServiceId } from '../seed/products';
import type { Seed } from '../seed/seed';
import type { StoredOrderLine } from '../seed/users';

/** How many substitutes the platform suggests for a product. */
export const SUBSTITUTES_SUGGESTED = 5;

/**
 * The products that may stand in for `product`: the same category, never itself, delivered by
 * one of `services` when given (a shop's), closest in price first (then by sku: a stable order).
 */
export const substitutesOf = (
  seed: Seed,
  product: SeedProduct,
  services?: readonly ServiceId[],
): SeedProduct[] =>
  seed.products
    .filter((p) => p.categoryId === product.categoryId && p.id !== product.id)
    .filter((p) => !services || p.collectionTypes.some((type) => services.includes(type)))
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
  // A product the catalogue does not know is taken as "a similar product", never as "none".
  const chosen =
    choice.mode === 'product' ? seed.products.find((p) => p.sku === choice.sku) : undefined;
  const substitute =
    chosen ?? (choice.mode !== 'none' && product ? substitutesOf(seed, product)[0] : undefined);
  return { ...line, outOfStock: { substituteId: substitute?.id ?? null } };
};

import type { Product } from '@/api/contract/catalog';

/** The product page path of a product: /products/{slug}. */
export const productPath = (product: Pick<Product, 'slug'>): string => `/products/${product.slug}`;

/**
 * The product key of a /products/... path: /products/{slug} and the content side's
 * /products/{category}/{subcategory}/{slug-with-id}/ both end with the product's slug (the
 * platform also accepts the id or code), so the last non-empty segment identifies it.
 */
export function productKeyFromSplat(splat: string | undefined): string | null {
  const segments = (splat ?? '').split('/').filter((segment) => segment.trim() !== '');
  const last = segments.at(-1);
  if (!last) return null;
  try {
    return decodeURIComponent(last).trim() || null;
  } catch {
    return null;
  }
}

/**
 * A line's name with its options ("Feta PDO, thin slices"): what tells two lines of one product
 * apart, on screen and in the names of their buttons.
 */
export const lineTitle = (line: { name: string; optionNames?: readonly string[] }): string =>
  line.optionNames?.length ? `${line.name}, ${line.optionNames.join(', ')}` : line.name;

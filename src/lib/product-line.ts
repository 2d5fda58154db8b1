import type { CartItemInput } from '@/api/contract/cart';
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

/** Default maximum length of an item comment (spec §5, §9) when the configuration has none. */
export const DEFAULT_COMMENT_MAX_LENGTH = 100;

export interface ProductLineChoice {
  quantity?: number;
  /** Selected option id per option group (by group index). */
  options?: readonly (string | null | undefined)[];
  comments?: string;
  /** catalog.product.packagingFee.enabled */
  packagingFee?: boolean;
  /** fields.orderItems.comments.maxLength */
  commentMaxLength?: number;
}

/** The default choice of each option group: its first option. */
export const defaultOptions = (product: Pick<Product, 'options'>): string[] =>
  product.options.map((group) => group.options[0]?.id ?? '');

/**
 * The cart line of a product with the shopper's choices: selected option ids, the comment
 * (trimmed, cut to the configured maximum) and the packaging product only when packaging fees
 * are enabled.
 */
export function productCartItem(product: Product, choice: ProductLineChoice = {}): CartItemInput {
  const max = choice.commentMaxLength ?? DEFAULT_COMMENT_MAX_LENGTH;
  const comment = (choice.comments ?? '').trim().slice(0, max);
  const options = (choice.options ?? defaultOptions(product)).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const packaging = choice.packagingFee === true && product.packagingProductId !== null;
  return {
    id: product.id,
    sku: product.sku,
    quantity: Math.max(1, Math.floor(choice.quantity ?? 1)),
    name: product.displayName,
    image: product.image,
    unitPrice: product.price,
    isSpecialOffer: product.offerType !== null,
    collectionTypes: product.collectionTypes,
    options,
    comments: comment,
    url: productPath(product),
    packagingProductId: packaging ? product.packagingProductId : null,
    packagingUnitPrice: packaging ? product.packagingUnitPrice : null,
    packagingProductName: packaging ? product.packagingProductName : null,
  };
}

import type { Product } from '@/api/contract/catalog';
import { productPath } from '@/lib/product-line';
import { type CartItemInput, DEFAULT_COMMENT_MAX_LENGTH, optionNamesOf } from './cart.types';

/** What the shopper chose for a product's line (the product page; defaults elsewhere). */
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

/**
 * Whether a product's line carries its packaging product (and fee): packaging fees are enabled
 * (`catalog.product.packagingFee.enabled`) and the product has a packaging product with a price.
 */
export const packagingApplies = (
  product: Pick<Product, 'packagingProductId' | 'packagingUnitPrice'>,
  enabled: boolean | undefined,
): boolean =>
  enabled === true && product.packagingProductId !== null && product.packagingUnitPrice !== null;

/** The default choice of each option group: its first option. */
export const defaultOptions = (product: Pick<Product, 'options'>): string[] =>
  product.options.map((group) => group.options[0]?.id ?? '');

/**
 * The one builder of a cart line from a catalogue product (spec §3 fields), wherever the
 * product is added from (a card, its page, a list, a stored line named again): the selected
 * option ids (each group's first by default), the comment trimmed and cut to the configured
 * maximum, the packaging product only when packaging fees are enabled, and the product's display
 * name (its name where it has none).
 */
export function lineFromProduct(product: Product, choice: ProductLineChoice = {}): CartItemInput {
  const max = choice.commentMaxLength ?? DEFAULT_COMMENT_MAX_LENGTH;
  const comment = (choice.comments ?? '').trim().slice(0, max);
  const options = (choice.options ?? defaultOptions(product)).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const packaging = packagingApplies(product, choice.packagingFee);
  return {
    id: product.id,
    sku: product.sku,
    quantity: Math.max(1, Math.floor(choice.quantity ?? 1)),
    name: product.displayName || product.name,
    image: product.image,
    unitPrice: product.price,
    isSpecialOffer: product.offerType !== null,
    collectionTypes: product.collectionTypes,
    options,
    optionNames: optionNamesOf(
      options,
      product.options.flatMap((group) => group.options),
    ),
    comments: comment,
    url: productPath(product),
    packagingProductId: packaging ? product.packagingProductId : null,
    packagingUnitPrice: packaging ? product.packagingUnitPrice : null,
    packagingProductName: packaging ? product.packagingProductName : null,
  };
}

import type { CartItemInput } from '@/api/contract/cart';
import type { Locale } from '@/api/contract/common';
import type { SeedProduct } from '../seed/products';
import { COLLECTION_TYPE } from '../seed/services';
import type { StoredCartLine } from '../seed/users';
import { productImage } from './catalog';

/**
 * A line's name as the shop names one added from the catalogue: the product's display name
 * ("Agora Deli Feta"), not its full name with the size.
 */
export const lineName = (product: SeedProduct, locale: Locale): string =>
  product.displayName[locale] || product.name[locale];

/** The names of a line's selected options in `locale` (an id the product lacks is left out). */
export const optionNames = (
  product: SeedProduct,
  ids: readonly string[],
  locale: Locale,
): string[] =>
  ids.flatMap(
    (id) =>
      product.optionGroups.flatMap((group) => group.options).find((o) => o.id === id)?.label[
        locale
      ] ?? [],
  );

/** A cart line with the display fields filled from the catalogue in the shopper's language. */
export const cartItemDto = (
  product: SeedProduct,
  line: StoredCartLine,
  locale: Locale,
  base: string,
): CartItemInput => ({
  id: product.id,
  sku: product.sku,
  quantity: line.quantity,
  name: lineName(product, locale),
  image: productImage(product, base, locale),
  unitPrice: product.price,
  isSpecialOffer: product.offer !== undefined,
  collectionTypes: product.collectionTypes.map((service) => COLLECTION_TYPE[service]),
  options: line.options,
  userComments: '',
  url: `${locale === 'en' ? '/en' : ''}/products/${product.slug}`,
  myoId: null,
  comments: line.comments,
  isGift: false,
  isOutOfCatalogueGift: false,
  labelType: null,
  packagingProductId: product.packaging?.productId ?? null,
  packagingUnitPrice: product.packaging?.unitPrice ?? null,
  packagingProductName: product.packaging?.name[locale] ?? null,
});

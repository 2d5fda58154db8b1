import type { z } from 'zod/mini';
import type { brandRefSchema, categorySchema, productSchema } from '@/api/contract/catalog';
import type { Locale } from '@/api/contract/common';
import type { imageAssetSchema } from '@/api/contract/content-blocks';
import type { CategoryDef } from '../seed/catalogue/types';
import { contentFor } from '../seed/content/content-for';
import { type TileSpec, tileUrl } from '../seed/images';
import type { SeedProduct } from '../seed/products';
import { COLLECTION_TYPE } from '../seed/services';
import { slugify } from '../seed/text';

export type ProductDto = z.input<typeof productSchema>;
export type CategoryDto = z.input<typeof categorySchema>;
export type ImageAssetDto = z.input<typeof imageAssetSchema>;

const OFFER_LABEL: Record<'BUNDLE' | 'GIFT', { el: string; en: string }> = {
  BUNDLE: { el: '3 με 2', en: '3 for 2' },
  GIFT: { el: '+ Δώρο', en: '+ Free gift' },
};

/** The product's tile, with the initial of its name in `locale` (an English page shows English). */
export const productImage = (
  product: SeedProduct,
  base: string,
  locale: Locale,
  width = 240,
): string =>
  tileUrl(base, {
    glyph: product.glyph,
    colour: product.colour,
    label: product.name[locale].charAt(0),
    width,
    height: width,
  });

export const brandRef = (product: SeedProduct): z.input<typeof brandRefSchema> => {
  const slug = slugify(product.brand);
  return { id: `brand-${slug}`, name: product.brand, slug };
};

export const productDto = (product: SeedProduct, locale: Locale, base: string): ProductDto => {
  const percent = product.originalPrice
    ? Math.round((1 - product.price / product.originalPrice) * 100)
    : 0;
  return {
    id: product.id,
    sku: product.sku,
    code: product.code,
    name: product.name[locale],
    displayName: product.displayName[locale],
    description: product.description[locale],
    slug: product.slug,
    image: productImage(product, base, locale),
    price: product.price,
    originalPrice: product.originalPrice ?? null,
    offerType: product.offer ?? null,
    offerLabel:
      product.offer === 'PRICE_CUT'
        ? `-${percent}%`
        : product.offer
          ? OFFER_LABEL[product.offer][locale]
          : null,
    bundleOfferId: product.bundleOfferId ?? null,
    brand: brandRef(product),
    categoryId: product.categoryId,
    collectionTypes: product.collectionTypes.map((service) => COLLECTION_TYPE[service]),
    options: product.optionGroups.map((group) => ({
      label: group.label[locale],
      options: group.options.map((option) => ({ id: option.id, label: option.label[locale] })),
    })),
    packagingProductId: product.packaging?.productId ?? null,
    packagingUnitPrice: product.packaging?.unitPrice ?? null,
    packagingProductName: product.packaging?.name[locale] ?? null,
    searchTerms: { reduced: product.reduced[locale] },
    isAvailable: true,
  };
};

/** An image asset (CMS shape) around a generated tile. */
export const imageAsset = (
  id: string,
  spec: TileSpec,
  base: string,
  title: string,
): ImageAssetDto => {
  const url = tileUrl(base, spec);
  return {
    id,
    url,
    image: url,
    mime: 'image/svg+xml',
    title,
    description: title,
    width: spec.width ?? 240,
    height: spec.height ?? 240,
  };
};

export const categoryDto = (category: CategoryDef, locale: Locale, base: string): CategoryDto => {
  const tile = { glyph: category.glyph, colour: category.colour, label: '' };
  const name = category.name[locale];
  const prefix = locale === 'en' ? '/en' : '';
  const content = contentFor(locale);
  return {
    id: category.id,
    name,
    slug: category.id,
    parentId: null,
    icon: tileUrl(base, { ...tile, width: 48, height: 48, variant: 'icon' }),
    selectedIcon: tileUrl(base, { ...tile, width: 48, height: 48, variant: 'selected' }),
    integratorId: category.integratorId,
    friendlyId: category.id,
    top_banners: [
      {
        title: name,
        enabled: true,
        start_date: '2024-01-01T00:00:00.000Z',
        end_date: '2033-12-31T22:00:00.000Z',
        web_image: imageAsset(
          `banner-${category.id}-web`,
          { ...tile, label: name.charAt(0), width: 2480, height: 640 },
          base,
          name,
        ),
        mobile_image: imageAsset(
          `banner-${category.id}-mobile`,
          { ...tile, label: name.charAt(0), width: 936, height: 600 },
          base,
          name,
        ),
        redirection_page: `${prefix}/search?category=${category.id}`,
      },
      ...content.categoryTopBanners,
    ],
    side_banner: content.categorySideBanner,
  };
};

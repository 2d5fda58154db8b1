import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import {
  centsSchema,
  collectionTypeSchema,
  idSchema,
  isoDateTimeSchema,
  pageSchema,
  productCodeSchema,
  queryBooleanSchema,
  queryIntSchema,
  queryListSchema,
} from './common';
import { bannerSchema } from './content';
import { imageAssetSchema } from './content-blocks';
import { lazySchema } from './lazy-schema';

export const productOptionGroupSchema = lazySchema(() =>
  z.object({
    label: z.string(),
    options: z.array(z.object({ id: idSchema, label: z.string() })),
  }),
);
export type ProductOptionGroup = z.infer<typeof productOptionGroupSchema>;

export const brandRefSchema = lazySchema(() =>
  z.object({ id: idSchema, name: z.string(), slug: z.string() }),
);
export type BrandRef = z.infer<typeof brandRefSchema>;

/** Kinds of offer; `null` when the product is not on offer. */
export const offerTypeSchema = z.enum(['PRICE_CUT', 'BUNDLE', 'GIFT']);
export type OfferType = z.infer<typeof offerTypeSchema>;

export const productSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    sku: z.string().check(z.minLength(1)),
    code: productCodeSchema,
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    slug: z.string().check(z.minLength(1)),
    /** Image URL. */
    image: z.string(),
    /** Price the shopper pays now, per unit, in cents. */
    price: centsSchema,
    /** Price before the offer (cents); `null` when not on offer. */
    originalPrice: z.nullable(centsSchema),
    offerType: z.nullable(offerTypeSchema),
    /** Short offer label (e.g. "1+1"), `null` when not on offer. */
    offerLabel: z._default(z.nullable(z.string()), null),
    /** Bundle offer id when `offerType` is `BUNDLE`. */
    bundleOfferId: z._default(z.nullable(idSchema), null),
    brand: z.nullable(brandRefSchema),
    categoryId: idSchema,
    collectionTypes: z.array(collectionTypeSchema),
    options: z.array(productOptionGroupSchema),
    /** Packaging product (e.g. a bag or crate) charged with the product when packaging fees are on. */
    packagingProductId: z.nullable(idSchema),
    packagingUnitPrice: z.nullable(centsSchema),
    packagingProductName: z.nullable(z.string()),
    searchTerms: z.object({ reduced: z.string() }),
    isAvailable: z._default(z.boolean(), true),
  }),
);
export type Product = z.infer<typeof productSchema>;

export const sideBannerSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    redirection_link: z.nullish(z.string()),
    image: z.nullish(imageAssetSchema),
    start_date: isoDateTimeSchema,
    end_date: isoDateTimeSchema,
  }),
);
export type SideBanner = z.infer<typeof sideBannerSchema>;

export const categorySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    slug: z.string(),
    /** `null` for a top-level category. */
    parentId: z.nullable(idSchema),
    icon: z.nullish(z.string()),
    selectedIcon: z.nullish(z.string()),
    integratorId: z.string(),
    friendlyId: z.string(),
    carousel_id: z.optional(z.string()),
    top_banners: z.array(bannerSchema),
    side_banner: z.nullish(sideBannerSchema),
  }),
);
export type Category = z.infer<typeof categorySchema>;

export const categoryRefSchema = lazySchema(() =>
  z.object({ id: idSchema, name: z.string(), slug: z.string() }),
);
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const brandSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    slug: z.string(),
    logo: z.nullable(z.string()),
    /** Shown on the brand page when catalog.brand.specialPageDisplay is enabled. */
    specialPage: z._default(
      z.nullable(z.object({ bannerImage: z.nullable(z.string()), description: z.string() })),
      null,
    ),
  }),
);
export type Brand = z.infer<typeof brandSchema>;

export const productSortSchema = z.enum(['relevance', 'priceAsc', 'priceDesc', 'nameAsc']);

export const productPageSchema = lazySchema(() => pageSchema(productSchema));
export type ProductPage = z.infer<typeof productPageSchema>;

export const searchProductsQuerySchema = lazySchema(() =>
  z.object({
    pageNumber: z._default(queryIntSchema, 0),
    pageSize: z.optional(queryIntSchema),
    /** Shop `_id`: availability and prices are per shop. */
    shop: z.optional(idSchema),
    /** Free-text term (route `/search?product=`). */
    product: z.optional(z.string()),
    /** Category `id`, `slug` or `friendlyId`. */
    category: z.optional(z.string()),
    brand: z.optional(z.string()),
    collectionTypes: z.optional(queryListSchema(collectionTypeSchema)),
    offersOnly: z.optional(queryBooleanSchema),
    sort: z.optional(productSortSchema),
  }),
);
export type SearchProductsQuery = z.input<typeof searchProductsQuerySchema>;

export const searchProductsEndpoint = endpoint({
  method: 'GET',
  path: '/v3.1/products/search',
  query: searchProductsQuerySchema,
  response: productPageSchema,
});

export const suggestionsSchema = lazySchema(() =>
  z.object({
    catalogProducts: z.array(productSchema),
    suggestedProducts: z.array(productSchema),
    brands: z.array(brandRefSchema),
    categories: z.array(
      z.object({
        term: z.string(),
        category: categoryRefSchema,
        previouslySearched: z.boolean(),
      }),
    ),
  }),
);
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** Only called for 3 or more characters (client rule). */
export const getSuggestionsEndpoint = endpoint({
  method: 'GET',
  path: '/v3.1/products/search/suggestions',
  query: z.object({
    term: z.string().check(z.minLength(1)),
    collectionTypes: z.optional(queryListSchema(collectionTypeSchema)),
    shop: z.optional(idSchema),
  }),
  response: suggestionsSchema,
});

/** 404 `PRODUCT_NOT_FOUND`. */
export const getProductEndpoint = endpoint({
  method: 'GET',
  path: '/v3/products/:slug',
  params: z.object({ slug: z.string().check(z.minLength(1)) }),
  query: z.object({ shop: z.optional(idSchema) }),
  response: productSchema,
});

/** Products by editor code (promoted-products blocks); unknown codes are left out. */
export const getProductsByCodeEndpoint = endpoint({
  method: 'GET',
  path: '/v3/products',
  query: z.object({
    codes: queryListSchema(productCodeSchema),
    shop: z.optional(idSchema),
  }),
  response: z.array(productSchema),
});

/**
 * Substitutes the shop suggests for a product should it be out of stock: up to 5 products of the
 * same category, closest in price first. 404 `PRODUCT_NOT_FOUND`.
 */
export const getSubstitutesEndpoint = endpoint({
  method: 'GET',
  path: '/v3/products/:sku/substitutes',
  params: z.object({ sku: z.string().check(z.minLength(1)) }),
  query: z.object({ shop: z.optional(idSchema) }),
  response: z.array(productSchema).check(z.maxLength(5)),
});

export const getCategoriesEndpoint = endpoint({
  method: 'GET',
  path: '/v3/categories',
  response: z.array(categorySchema),
});

/** 404 `BRAND_NOT_FOUND`. */
export const getBrandProductsEndpoint = endpoint({
  method: 'GET',
  path: '/v3/brands/:brandSlug/products',
  params: z.object({ brandSlug: z.string().check(z.minLength(1)) }),
  query: z.object({
    pageNumber: z._default(queryIntSchema, 0),
    shop: z.optional(idSchema),
  }),
  response: z.object({ brand: brandSchema, products: productPageSchema }),
});

export const getOffersEndpoint = endpoint({
  method: 'GET',
  path: '/v3/offers',
  query: z.object({
    pageNumber: z._default(queryIntSchema, 0),
    shop: z.optional(idSchema),
    category: z.optional(z.string()),
  }),
  response: productPageSchema,
});

/** Most items one list search takes (issue 45): a longer list is cut by the shop, and said. */
export const LIST_SEARCH_MAX_ITEMS = 50;
/** Longest item text one list search takes. */
export const LIST_SEARCH_MAX_TERM = 80;

export const listSearchResultSchema = lazySchema(() =>
  z.object({
    /** The item's words as sent. */
    term: z.string(),
    /** Best match first, then up to 3 alternatives; empty when nothing was found. */
    products: z.array(productSchema).check(z.maxLength(4)),
    /** Found only by tolerating a misspelling: the shopper is told it is the closest match. */
    approximate: z.boolean(),
  }),
);
export type ListSearchResult = z.infer<typeof listSearchResultSchema>;

/**
 * A whole shopping list in one call (issue 45, our own contract): one result per item, in the
 * items' order, for the shop's products of the given collection types. Accents and case are
 * ignored, both languages are searched and misspellings are tolerated.
 */
export const searchListEndpoint = endpoint({
  method: 'POST',
  path: '/v3.1/products/search/list',
  body: z.object({
    items: z
      .array(
        z.object({
          term: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIST_SEARCH_MAX_TERM)),
        }),
      )
      .check(z.minLength(1), z.maxLength(LIST_SEARCH_MAX_ITEMS)),
    shop: z.optional(idSchema),
    collectionTypes: z.optional(z.array(collectionTypeSchema)),
  }),
  response: z.object({ results: z.array(listSearchResultSchema) }),
});

import type { HttpHandler } from 'msw';
import {
  getBrandProductsEndpoint,
  getCategoriesEndpoint,
  getOffersEndpoint,
  getProductEndpoint,
  getProductsByCodeEndpoint,
  getSubstitutesEndpoint,
  searchListEndpoint,
  searchProductsEndpoint,
} from '@/api/contract/catalog';
import type { Locale } from '@/api/contract/common';
import { categoryDto, productDto } from '../dto/catalog';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { inCategory, ofBrand, offeredFor } from '../logic/filters';
import { paginate } from '../logic/paging';
import { substitutesOf } from '../logic/substitutes';
import type { SeedProduct } from '../seed/products';
import { reduceText, slugify } from '../seed/text';

type Sort = 'relevance' | 'priceAsc' | 'priceDesc' | 'nameAsc';

const sorted = (products: SeedProduct[], sort: Sort | undefined, locale: Locale): SeedProduct[] => {
  if (!sort || sort === 'relevance') return products;
  const copy = [...products];
  if (sort === 'priceAsc') return copy.sort((a, b) => a.price - b.price);
  if (sort === 'priceDesc') return copy.sort((a, b) => b.price - a.price);
  const collator = new Intl.Collator(locale === 'el' ? 'el' : 'en');
  return copy.sort((a, b) => collator.compare(a.name[locale], b.name[locale]));
};

export const catalogHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, searchProductsEndpoint, ({ query, store, locale, base }) => {
    const { seed } = store;
    const term = query.product?.trim();
    if (term && query.pageNumber === 0) store.searches.push(reduceText(term));
    const pool = term ? seed.search.match(term, locale) : seed.products;
    const category = inCategory(seed, query.category);
    const brand = ofBrand(query.brand);
    const hits = pool.filter(
      (p) =>
        category(p) &&
        brand(p) &&
        offeredFor(p, query.collectionTypes) &&
        (!query.offersOnly || p.offer !== undefined),
    );
    return paginate(
      sorted(hits, query.sort, locale),
      query.pageNumber,
      (p) => productDto(p, locale, base),
      query.pageSize,
    );
  }),

  /** A shopping list: the best match and up to 3 alternatives per item, in the items' order. */
  route(demo, searchListEndpoint, ({ body, store, locale, base }) => {
    const services = body.shop
      ? store.seed.shops.find((shop) => shop._id === body.shop)?.services
      : undefined;
    const offered = (product: SeedProduct) =>
      offeredFor(product, body.collectionTypes) &&
      (!services || product.collectionTypes.some((service) => services.includes(service)));
    return {
      results: body.items.map(({ term }) => {
        const found = store.seed.listSearch.match(term, { locale, offered, limit: 4 });
        return {
          term,
          products: found.products.map((p) => productDto(p, locale, base)),
          approximate: found.approximate,
        };
      }),
    };
  }),

  route(demo, getProductEndpoint, ({ params, store, locale, base }) => {
    const { seed } = store;
    const product =
      seed.productsBySlug.get(params.slug) ??
      seed.productsById.get(params.slug) ??
      seed.productsByCode.get(params.slug);
    if (!product) throw new DemoError(404, 'PRODUCT_NOT_FOUND');
    return productDto(product, locale, base);
  }),

  route(demo, getProductsByCodeEndpoint, ({ query, store, locale, base }) =>
    query.codes.flatMap((code) => {
      const product = store.seed.productsByCode.get(code);
      return product ? [productDto(product, locale, base)] : [];
    }),
  ),

  /** Substitutes for a product out of stock: the same category, closest in price (up to 5). */
  route(demo, getSubstitutesEndpoint, ({ params, query, store, locale, base }) => {
    const product = store.seed.products.find((p) => p.sku === params.sku);
    if (!product) throw new DemoError(404, 'PRODUCT_NOT_FOUND');
    // With a shop, only what one of its services delivers.
    const services = store.seed.shops.find((s) => s._id === query.shop)?.services;
    return substitutesOf(store.seed, product, services).map((p) => productDto(p, locale, base));
  }),

  route(demo, getCategoriesEndpoint, ({ store, locale, base }) =>
    store.seed.categories.map((category) => categoryDto(category, locale, base)),
  ),

  route(demo, getBrandProductsEndpoint, ({ params, query, store, locale, base }) => {
    const brand = store.seed.brands.find((b) => b.slug === slugify(params.brandSlug));
    if (!brand) throw new DemoError(404, 'BRAND_NOT_FOUND');
    const products = store.seed.products.filter(ofBrand(brand.slug));
    const special = brand.name.startsWith('Agora');
    return {
      brand: {
        id: brand.id,
        name: brand.name,
        slug: brand.slug,
        logo: null,
        specialPage: special
          ? {
              bannerImage: null,
              description:
                locale === 'el'
                  ? `Η σειρά ${brand.name} φτιάχνεται για την Agora από Έλληνες παραγωγούς.`
                  : `The ${brand.name} range is made for Agora by Greek producers.`,
            }
          : null,
      },
      products: paginate(products, query.pageNumber, (p) => productDto(p, locale, base)),
    };
  }),

  route(demo, getOffersEndpoint, ({ query, store, locale, base }) => {
    const category = inCategory(store.seed, query.category);
    const offers = store.seed.products.filter((p) => p.offer !== undefined && category(p));
    return paginate(offers, query.pageNumber, (p) => productDto(p, locale, base));
  }),
];

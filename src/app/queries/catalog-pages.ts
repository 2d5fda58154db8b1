import { queryOptions } from '@tanstack/react-query';
import { getBundleOffersSummaryEndpoint } from '@/api/contract/bundles';
import {
  type CategoryRef,
  getBrandProductsEndpoint,
  getCategoriesEndpoint,
  getOffersEndpoint,
  getProductEndpoint,
} from '@/api/contract/catalog';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';

/** How long the categories (and the refs cut from them) are fresh. */
const CATEGORIES_FRESH_MS = 10 * 60_000;

/** Catalogue pages (categories, product, brand, offers); keys carry the locale. */
export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'categories', locale],
    queryFn: ({ signal }) => api.call(getCategoriesEndpoint, { signal }),
    staleTime: CATEGORIES_FRESH_MS,
  });

/**
 * Every category's id, name and slug: what a product page names its category with (ProductMeta).
 * Cut from the categories when the cache holds them fresh, else asked for and cut down: a
 * product page's data (the HTML's data block, the cache) does not carry every category's
 * banners (98 KB of a 120 KB prerendered product page).
 */
export const categoryRefsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'category-refs', locale],
    queryFn: async ({ client, signal }): Promise<CategoryRef[]> => {
      const cached = client.getQueryState(categoriesQuery(locale).queryKey);
      const fresh =
        cached?.data !== undefined &&
        !cached.isInvalidated &&
        Date.now() - cached.dataUpdatedAt < CATEGORIES_FRESH_MS;
      const categories = fresh ? cached.data! : await api.call(getCategoriesEndpoint, { signal });
      return categories.map(({ id, name, slug }) => ({ id, name, slug }));
    },
    staleTime: CATEGORIES_FRESH_MS,
  });

/** A product by slug (also id or code); 404 `PRODUCT_NOT_FOUND` is not retried. */
export const productQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', locale, slug],
    queryFn: ({ signal }) => api.call(getProductEndpoint, { params: { slug }, query: {}, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const brandProductsQuery = (locale: Locale, brandSlug: string, pageNumber: number) =>
  queryOptions({
    queryKey: ['catalog', 'brand', locale, brandSlug, pageNumber],
    queryFn: ({ signal }) =>
      api.call(getBrandProductsEndpoint, { params: { brandSlug }, query: { pageNumber }, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const offersQuery = (locale: Locale, pageNumber: number) =>
  queryOptions({
    queryKey: ['catalog', 'offers', locale, pageNumber],
    queryFn: ({ signal }) => api.call(getOffersEndpoint, { query: { pageNumber }, signal }),
    staleTime: 60_000,
  });

/** Bundle offers (titles follow the locale); the product page lists the ones that include it. */
export const bundleSummaryQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['bundles', 'summary', locale],
    queryFn: ({ signal }) => api.call(getBundleOffersSummaryEndpoint, { signal }),
    staleTime: 10 * 60_000,
  });

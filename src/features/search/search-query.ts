import type { SearchProductsQuery } from '@/api/contract/catalog';

export const searchSorts = ['relevance', 'priceAsc', 'priceDesc', 'nameAsc'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** The /search page's params (route search, locale-free). */
export interface SearchParams {
  product?: string | undefined;
  category?: string | undefined;
  /** From 0; 0 is left out of URLs. */
  pageNumber?: number | undefined;
  /** Only products on offer. */
  offers?: boolean | undefined;
  sort?: SearchSort | undefined;
}

/** Products per results page. */
export const RESULTS_PAGE_SIZE = 24;

/** The platform query for the page (pageNumber defaults to 0; shop when one is selected). */
export const resultsQuery = (params: SearchParams, shop?: string): SearchProductsQuery => ({
  pageNumber: params.pageNumber ?? 0,
  pageSize: RESULTS_PAGE_SIZE,
  ...(params.product ? { product: params.product } : {}),
  ...(params.category ? { category: params.category } : {}),
  ...(params.offers ? { offersOnly: true } : {}),
  ...(params.sort && params.sort !== 'relevance' ? { sort: params.sort } : {}),
  ...(shop ? { shop } : {}),
});

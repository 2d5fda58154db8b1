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

/** The locale-free href of the results with some params changed (0 and defaults left out). */
export const searchHref = (params: SearchParams): string => {
  const query = new URLSearchParams();
  if (params.product) query.set('product', params.product);
  if (params.category) query.set('category', params.category);
  if (params.pageNumber) query.set('pageNumber', String(params.pageNumber));
  if (params.offers) query.set('offers', 'true');
  if (params.sort && params.sort !== 'relevance') query.set('sort', params.sort);
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
};

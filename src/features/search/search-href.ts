import type { SearchParams } from './search-query';

/**
 * The locale-free href of the results with some params changed (0 and defaults left out). Kept
 * apart from search-query.ts, which the /search route's loader holds in the boot chunk: only the
 * lazy results page links with it.
 */
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

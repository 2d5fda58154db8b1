import type { SearchParams } from './search-query';

// Apart from search-query.ts, whose query the /search route's loader (in the boot chunk) reads:
// only the results page links with it.
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

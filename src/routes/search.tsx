import { createFileRoute } from '@tanstack/react-router';
import { productSearchQuery } from '@/app/queries/catalog';
import { categoriesQuery } from '@/app/queries/catalog-pages';
import { SearchResultsPage } from '@/features/search/SearchResultsPage';
import {
  resultsQuery,
  type SearchParams,
  type SearchSort,
  searchSorts,
} from '@/features/search/search-query';
import { activeLocale } from '@/i18n/i18n';
import { optionalPage, optionalText } from '@/lib/search-params';

const validateSearch = (search: Record<string, unknown>): SearchParams => ({
  product: optionalText(search.product),
  category: optionalText(search.category),
  pageNumber: optionalPage(search.pageNumber),
  offers: search.offers === true || search.offers === 'true' ? true : undefined,
  sort: searchSorts.includes(search.sort as SearchSort) ? (search.sort as SearchSort) : undefined,
});

/** /search?product=&category=&pageNumber=: results, filters and pages (/en/search in English). */
export const Route = createFileRoute('/search')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const locale = activeLocale();
    await Promise.all([
      queryClient.ensureQueryData(productSearchQuery(locale, resultsQuery(deps))),
      queryClient.ensureQueryData(categoriesQuery(locale)),
    ]);
  },
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchResultsPage params={Route.useSearch()} />;
}

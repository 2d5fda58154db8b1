import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '@/app/queries/catalog-pages';
import {
  CategoriesPage,
  categoryProductsQuery,
  findCategory,
} from '@/features/catalog/CategoriesPage';
import { activeLocale } from '@/i18n/i18n';
import { optionalPage, optionalText } from '@/lib/search-params';

export interface CategoriesSearch {
  category?: string | undefined;
  pageNumber?: number | undefined;
}

/** /categories (?category=&pageNumber=): the category listing, then a category's products. */
export const Route = createFileRoute('/categories')({
  validateSearch: (search: Record<string, unknown>): CategoriesSearch => ({
    category: optionalText(search.category),
    pageNumber: optionalPage(search.pageNumber),
  }),
  loaderDeps: ({ search }) => ({ category: search.category, pageNumber: search.pageNumber ?? 0 }),
  loader: async ({ context: { queryClient }, deps }) => {
    const locale = activeLocale();
    const categories = await queryClient.ensureQueryData(categoriesQuery(locale));
    const selected = findCategory(categories, deps.category);
    if (selected) {
      await queryClient.ensureQueryData(
        categoryProductsQuery(locale, selected.id, deps.pageNumber),
      );
    }
  },
  component: CategoriesRoute,
});

function CategoriesRoute() {
  const { category, pageNumber } = Route.useSearch();
  return <CategoriesPage category={category} pageNumber={pageNumber ?? 0} />;
}

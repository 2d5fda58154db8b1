import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { brandProductsQuery } from '@/app/queries/catalog-pages';
import { configurationQuery } from '@/app/queries/content';
import { BrandPage } from '@/features/catalog/BrandPage';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { activeLocale } from '@/i18n/i18n';
import { optionalPage } from '@/lib/search-params';

/** /brand/$brandName (?pageNumber=): the brand's products; the language switch is hidden here. */
export const Route = createFileRoute('/brand/$brandName')({
  validateSearch: (search: Record<string, unknown>): { pageNumber?: number | undefined } => ({
    pageNumber: optionalPage(search.pageNumber),
  }),
  loaderDeps: ({ search }) => ({ pageNumber: search.pageNumber ?? 0 }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const locale = activeLocale();
    try {
      await Promise.all([
        queryClient.ensureQueryData(brandProductsQuery(locale, params.brandName, deps.pageNumber)),
        queryClient.prefetchQuery(configurationQuery()),
      ]);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: BrandRoute,
  notFoundComponent: NotFoundPage,
});

function BrandRoute() {
  const { brandName } = Route.useParams();
  const { pageNumber } = Route.useSearch();
  return <BrandPage brandName={brandName} pageNumber={pageNumber ?? 0} />;
}

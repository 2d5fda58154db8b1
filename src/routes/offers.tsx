import { createFileRoute } from '@tanstack/react-router';
import { offersQuery } from '@/app/queries/catalog-pages';
import { OffersPage } from '@/features/catalog/OffersPage';
import { activeLocale } from '@/i18n/i18n';
import { optionalPage } from '@/lib/search-params';

/** /offers (?pageNumber=): products on offer; the offers snackbar shows for 4 seconds. */
export const Route = createFileRoute('/offers')({
  validateSearch: (search: Record<string, unknown>): { pageNumber?: number | undefined } => ({
    pageNumber: optionalPage(search.pageNumber),
  }),
  loaderDeps: ({ search }) => ({ pageNumber: search.pageNumber ?? 0 }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(offersQuery(activeLocale(), deps.pageNumber)).then(() => undefined),
  component: OffersRoute,
});

function OffersRoute() {
  const { pageNumber } = Route.useSearch();
  return <OffersPage pageNumber={pageNumber ?? 0} />;
}

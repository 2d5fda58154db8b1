import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';
import { optionalPage, optionalText } from '@/lib/search-params';

export interface SearchParams {
  product?: string | undefined;
  category?: string | undefined;
  pageNumber?: number | undefined;
}

const validateSearch = (search: Record<string, unknown>): SearchParams => ({
  product: optionalText(search.product),
  category: optionalText(search.category),
  pageNumber: optionalPage(search.pageNumber),
});

/** /search: owned by the catalogue issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/search')({
  validateSearch,
  component: SearchPage,
});

function SearchPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Search results`} />;
}

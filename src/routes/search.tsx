import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ComingSoon } from '@/features/shell/ComingSoon';

const searchParams = z.object({
  product: z.string().optional().catch(undefined),
  category: z.string().optional().catch(undefined),
  pageNumber: z.coerce.number().int().min(0).optional().catch(undefined),
});

/** /search: owned by the catalogue issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/search')({
  validateSearch: searchParams,
  component: SearchPage,
});

function SearchPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Search results`} />;
}

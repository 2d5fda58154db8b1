import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /categories: owned by the catalogue issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/categories')({
  component: CategoriesPage,
});

function CategoriesPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Product categories`} />;
}

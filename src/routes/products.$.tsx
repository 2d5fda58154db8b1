import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /products/$: owned by the catalogue issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/products/$')({
  component: ProductPage,
});

function ProductPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Product`} />;
}

import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /brand/$brandName: owned by the catalogue issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/brand/$brandName')({
  component: BrandPage,
});

function BrandPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Brand`} />;
}

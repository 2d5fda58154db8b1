import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /corporate/stores: owned by the content issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/corporate/stores')({
  component: StoresPage,
});

function StoresPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Find our stores`} />;
}

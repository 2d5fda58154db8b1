import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /corporate/corporatecontent/$slug: owned by the content issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/corporate/corporatecontent/$slug')({
  component: CorporatePage,
});

function CorporatePage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Agora Market`} />;
}

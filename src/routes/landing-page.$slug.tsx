import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /landing-page/$slug: owned by the content issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/landing-page/$slug')({
  component: LandingPage,
});

function LandingPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Agora Market`} />;
}

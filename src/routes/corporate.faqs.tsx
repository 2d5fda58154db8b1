import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /corporate/faqs: owned by the content issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/corporate/faqs')({
  component: FaqsPage,
});

function FaqsPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Frequently asked questions`} />;
}

import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /thank-you: owned by the cart issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/thank-you')({
  component: ThankYouPage,
});

function ThankYouPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Thank you for your order`} />;
}

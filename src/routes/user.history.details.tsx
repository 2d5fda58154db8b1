import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /user/history/details: owned by the account issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/user/history/details')({
  component: OrderDetailsPage,
});

function OrderDetailsPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Order details`} />;
}

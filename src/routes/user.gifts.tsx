import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /user/gifts: owned by the account issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/user/gifts')({
  component: GiftsPage,
});

function GiftsPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Gift orders`} />;
}

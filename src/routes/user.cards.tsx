import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /user/cards: owned by the account issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/user/cards')({
  component: CardsPage,
});

function CardsPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`My cards`} />;
}

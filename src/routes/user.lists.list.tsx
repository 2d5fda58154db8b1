import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /user/lists/list: owned by the account issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/user/lists/list')({
  component: ListPage,
});

function ListPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`List`} />;
}

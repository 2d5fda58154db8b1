import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /login: owned by the account issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/login')({
  component: LoginPage,
});

function LoginPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Log in`} />;
}

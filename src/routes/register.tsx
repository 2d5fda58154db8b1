import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /register: owned by the account issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Create an account`} />;
}

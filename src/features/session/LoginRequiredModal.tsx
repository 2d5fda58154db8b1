import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useVisit } from '@/app/visit';
import type { GateKind } from '@/lib/account-access';
import { Link } from '@/ui/Link';
import { LoginRequiredDialog } from '@/ui/LoginRequiredDialog';

/**
 * The shared gate's login-required modal (lazy chunk): after the login or the registration the
 * shopper is back on this page (same path and search), where the menu entry now opens.
 */
export default function LoginRequiredModal({ kind }: { kind: GateKind }) {
  const here = useRouterState({ select: (s) => s.location.href });
  const back = `?redirect=${encodeURIComponent(here)}`;
  const visit = useVisit();
  const closeLoginGate = () => visit.send({ type: 'loginGate.close' });
  return (
    <LoginRequiredDialog kind={kind} onClose={closeLoginGate}>
      <Link href={`/login${back}`} variant="button" onPress={closeLoginGate}>
        <Trans>Log in</Trans>
      </Link>
      <Link href={`/register${back}`} onPress={closeLoginGate}>
        <Trans>Create an account</Trans>
      </Link>
    </LoginRequiredDialog>
  );
}

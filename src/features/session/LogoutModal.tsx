import { Trans } from '@lingui/react/macro';
import { isLoggingOut } from '@machines/session/session.selectors';
import { useJourney, useJourneyRef } from '@/app/visit';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

/** The logout confirm modal (lazy chunk). */
export default function LogoutModal() {
  const session = useJourneyRef('session');
  const busy = useJourney('session', isLoggingOut);
  return (
    <ConfirmDialog
      title={<Trans>Log out?</Trans>}
      confirmLabel={busy ? <Trans>Logging out…</Trans> : <Trans>Yes, log out</Trans>}
      cancelLabel={<Trans>Stay logged in</Trans>}
      busy={busy}
      onConfirm={() => session.send({ type: 'logout.confirm' })}
      onCancel={() => session.send({ type: 'logout.cancel' })}
    >
      <p>
        <Trans>
          Your cart stays on this device. Your lists and addresses wait in your account.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

import { Trans } from '@lingui/react/macro';
import { isSigningOut } from '@machines/logout/logout.selectors';
import { LogoutActor } from '@/app/actors/logout';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

/** The logout confirm modal (lazy chunk). */
export default function LogoutModal() {
  const actor = LogoutActor.useActorRef();
  const busy = LogoutActor.useSelector(isSigningOut);
  return (
    <ConfirmDialog
      title={<Trans>Log out?</Trans>}
      confirmLabel={busy ? <Trans>Logging out…</Trans> : <Trans>Yes, log out</Trans>}
      cancelLabel={<Trans>Stay logged in</Trans>}
      busy={busy}
      onConfirm={() => actor.send({ type: 'logout.confirm' })}
      onCancel={() => actor.send({ type: 'logout.cancel' })}
    >
      <p>
        <Trans>
          Your cart stays on this device. Your lists and addresses wait in your account.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

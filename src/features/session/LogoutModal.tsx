import { Trans } from '@lingui/react/macro';
import { isSigningOut } from '@machines/logout/logout.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LogoutActor } from '@/app/actors/logout';
import { Button } from '@/ui/Button';
import styles from './Session.module.css';

/** The logout confirm modal (lazy chunk). */
export default function LogoutModal() {
  const actor = LogoutActor.useActorRef();
  const busy = LogoutActor.useSelector(isSigningOut);
  const cancel = () => actor.send({ type: 'logout.cancel' });
  return (
    <ModalOverlay
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && cancel()}
      className={styles.centered}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title">
            <Trans>Log out?</Trans>
          </Heading>
          <p>
            <Trans>
              Your cart stays on this device. Your lists and addresses wait in your account.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button onPress={() => actor.send({ type: 'logout.confirm' })}>
              {busy ? <Trans>Logging out…</Trans> : <Trans>Yes, log out</Trans>}
            </Button>
            <Button variant="secondary" onPress={cancel} autoFocus isDisabled={busy}>
              <Trans>Stay logged in</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

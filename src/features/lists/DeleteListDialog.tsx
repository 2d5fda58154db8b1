import { Trans } from '@lingui/react/macro';
import { isDeleting, targetLabel } from '@machines/lists/lists.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ListsActor } from '@/app/actors/lists';
import { Button } from '@/ui/Button';
import styles from './Lists.module.css';

/** Confirms deleting one list (lazy chunk). */
export default function DeleteListDialog() {
  const actor = ListsActor.useActorRef();
  const label = ListsActor.useSelector(targetLabel);
  const deleting = ListsActor.useSelector(isDeleting);
  const cancel = () => actor.send({ type: 'delete.cancel' });
  return (
    <ModalOverlay
      isOpen
      isDismissable={!deleting}
      onOpenChange={(open) => !open && cancel()}
      className={styles.centered}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title">
            <Trans>Delete the list "{label}"?</Trans>
          </Heading>
          <p>
            <Trans>The list and its products will be removed. Your cart stays as it is.</Trans>
          </p>
          <div className={styles.actions}>
            <Button isDisabled={deleting} onPress={() => actor.send({ type: 'delete.confirm' })}>
              {deleting ? <Trans>Deleting…</Trans> : <Trans>Yes, delete</Trans>}
            </Button>
            <Button variant="secondary" onPress={cancel} isDisabled={deleting} autoFocus>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

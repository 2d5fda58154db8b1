import { Trans } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ListAdditionActor } from '@/app/actors/list-addition';
import { Button } from '@/ui/Button';
import styles from './Lists.module.css';

/**
 * The login-required modal for lists (spec §2, §6): a visitor's list action offers register or
 * log in. Built here because the session journey's shared gate did not exist yet.
 */
export default function ListsLoginModal() {
  const actor = ListAdditionActor.useActorRef();
  const close = () => actor.send({ type: 'sheet.close' });
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && close()}
      className={styles.centered}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title">
            <Trans>Log in to use lists</Trans>
          </Heading>
          <p>
            <Trans>Save products to your lists and find them again on every device.</Trans>
          </p>
          <div className={styles.actions}>
            <Button onPress={() => actor.send({ type: 'gate.login' })}>
              <Trans>Log in</Trans>
            </Button>
            <Button variant="secondary" onPress={() => actor.send({ type: 'gate.register' })}>
              <Trans>Create an account</Trans>
            </Button>
            <Button variant="ghost" onPress={close}>
              <Trans>Not now</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { Trans } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { SavedAddressesActor } from '@/app/actors/saved-addresses';
import { formatStreetLine, type StreetPattern } from '@/lib/address-format';
import { Button } from '@/ui/Button';
import styles from './Addresses.module.css';

/** Confirms deleting one address (lazy chunk). */
export default function DeleteAddressDialog({ pattern }: { pattern: StreetPattern }) {
  const actor = SavedAddressesActor.useActorRef();
  const target = SavedAddressesActor.useSelector((s) =>
    s.context.addresses.find((a) => a._id === s.context.targetId),
  );
  const cancel = () => actor.send({ type: 'delete.cancel' });
  const street = target ? formatStreetLine(target, pattern) : '';
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && cancel()}
      className={styles.centered}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title">
            <Trans>Delete this address?</Trans>
          </Heading>
          <p>{street}</p>
          <div className={styles.actions}>
            <Button onPress={() => actor.send({ type: 'delete.confirm' })}>
              <Trans>Yes, delete</Trans>
            </Button>
            <Button variant="secondary" onPress={cancel} autoFocus>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { Trans } from '@lingui/react/macro';
import { isExpiryModalOpen, isSheetOpen, notice } from '@machines/prebook/prebook.selectors';
import {
  deliveryMode,
  selectedPostalCode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './Prebook.module.css';
import { TimeSlotSheet } from './TimeSlotSheet';

/** The time-slot sheet, the reservation error modal and the expiry modal (a lazy chunk). */
export default function PrebookOverlays() {
  const prebook = useJourneyRef('prebook');
  const sheetOpen = useJourney('prebook', isSheetOpen);
  const expiryOpen = useJourney('prebook', isExpiryModalOpen);
  const failed = useJourney('prebook', (s) => notice(s) === 'reservationFailed');
  const shop = useJourney('selection', selectedShop);
  const mode = useJourney('selection', deliveryMode);
  const postalCode = useJourney('selection', selectedPostalCode);
  const selection = useJourneyRef('selection');
  const close = () => prebook.send({ type: 'prebook.close' });
  const pickAgain = () => {
    if (!shop) {
      selection.send({ type: 'picker.open' });
      return;
    }
    prebook.send({
      type: 'prebook.open',
      target: { shopId: shop._id, service: mode, postalCode: postalCode ?? undefined },
    });
  };
  return (
    <>
      <ModalOverlay
        isOpen={sheetOpen && !failed}
        isDismissable
        onOpenChange={(open) => !open && close()}
        className={styles.sideOverlay}
      >
        <Modal className={styles.sheet}>
          <TimeSlotSheet />
        </Modal>
      </ModalOverlay>
      <ModalOverlay isOpen={sheetOpen && failed} className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={styles.dialog}>
            <Heading slot="title">
              <Trans>This time slot could not be reserved</Trans>
            </Heading>
            <p>
              <Trans>Someone may have just taken it. Please choose another time slot.</Trans>
            </p>
            <Button onPress={() => prebook.send({ type: 'notice.dismiss' })} autoFocus>
              <Trans>Choose another slot</Trans>
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ModalOverlay isOpen={expiryOpen} className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={styles.dialog}>
            <Heading slot="title">
              <Trans>Your time slot has expired</Trans>
            </Heading>
            <p>
              <Trans>
                We held your time slot for a while, but the time ran out. Choose a time slot again
                to complete your order.
              </Trans>
            </p>
            <Button onPress={pickAgain} autoFocus>
              <Trans>Choose a time slot</Trans>
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

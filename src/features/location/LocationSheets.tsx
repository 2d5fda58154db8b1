import { Trans, useLingui } from '@lingui/react/macro';
import {
  guestAddressRef,
  isBusy,
  isPickerOpen,
  isRemovedItemsOpen,
  isSheetOpen,
  postalCheckRef,
  removedItems,
  sheetStep,
} from '@machines/service-selection/service-selection.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { SubstitutionNote } from '@/app/parts/SubstitutionNote';
import { useJourney, useJourneyRef } from '@/app/visit';
import { lineTitle } from '@/lib/product-line';
import { Button } from '@/ui/Button';
import { AddressList, ShopList } from './ChoiceLists';
import { GuestAddressForm } from './GuestAddressForm';
import styles from './Location.module.css';
import { PostalCheckPanel } from './PostalCheckPanel';
import { ServicePicker } from './ServicePicker';

/** The picker, the address-or-store side sheet and the removed-items modal (lazy chunk). */
export default function LocationSheets() {
  const selection = useJourneyRef('selection');
  const pickerOpen = useJourney('selection', isPickerOpen);
  const sheetOpen = useJourney('selection', isSheetOpen);
  const removedOpen = useJourney('selection', isRemovedItemsOpen);
  const close = () => selection.send({ type: 'sheet.close' });
  return (
    <>
      <ModalOverlay
        isOpen={pickerOpen}
        isDismissable
        onOpenChange={(open) => !open && close()}
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <ServicePicker />
        </Modal>
      </ModalOverlay>
      <ModalOverlay
        isOpen={sheetOpen && !removedOpen}
        isDismissable
        onOpenChange={(open) => !open && close()}
        className={styles.sideOverlay}
      >
        <Modal className={styles.sheet}>
          <SheetContent />
        </Modal>
      </ModalOverlay>
      <ModalOverlay isOpen={removedOpen} className={styles.overlay}>
        <Modal className={styles.modal}>
          <RemovedItems />
        </Modal>
      </ModalOverlay>
    </>
  );
}

function SheetContent() {
  const { t } = useLingui();
  const selection = useJourneyRef('selection');
  const step = useJourney('selection', sheetStep);
  const busy = useJourney('selection', isBusy);
  const postalCheck = useJourney('selection', postalCheckRef);
  const guestAddress = useJourney('selection', guestAddressRef);
  const close = () => selection.send({ type: 'sheet.close' });
  const titles: Record<string, string> = {
    postalCheck: t`Do we deliver to you?`,
    guestAddress: t`Your delivery address`,
    addressList: t`Choose a delivery address`,
    addressCheckFailed: t`Choose a delivery address`,
    addingAddress: t`Choose a delivery address`,
    checkingAddress: t`Choose a delivery address`,
    addressUnsupported: t`Choose a delivery address`,
    takeAway: t`Choose a shop for pick-up`,
  };
  return (
    <Dialog className={styles.dialog} aria-label={titles[step ?? ''] ?? t`Address or shop`}>
      <Heading slot="title" className={styles.title}>
        {titles[step ?? ''] ?? t`Address or shop`}
      </Heading>
      {busy && step !== 'checkingAddress' && (
        <p role="status">
          <Trans>Just a moment…</Trans>
        </p>
      )}
      {step === 'postalCheck' && postalCheck && <PostalCheckPanel actor={postalCheck} />}
      {step === 'guestAddress' && guestAddress && <GuestAddressForm actor={guestAddress} />}
      {step === 'addressCheckFailed' && (
        <p role="alert">
          <Trans>We could not check this address. Please try again.</Trans>
        </p>
      )}
      {(step === 'addressList' ||
        step === 'addressCheckFailed' ||
        step === 'checkingAddress' ||
        step === 'addingAddress') && <AddressList />}
      {step === 'addressUnsupported' && (
        <div className={styles.form}>
          <p role="alert">
            <Trans>Sorry, we do not deliver to this address yet.</Trans>
          </p>
          <Button onPress={() => selection.send({ type: 'address.back' })}>
            <Trans>Choose another address</Trans>
          </Button>
        </div>
      )}
      {step === 'takeAway' && <ShopList />}
      <Button variant="ghost" onPress={close}>
        <Trans>Close</Trans>
      </Button>
    </Dialog>
  );
}

function RemovedItems() {
  const selection = useJourneyRef('selection');
  const items = useJourney('selection', removedItems);
  return (
    <Dialog className={styles.dialog} role="alertdialog">
      <Heading slot="title" className={styles.title}>
        <Trans>Some products were removed from your cart</Trans>
      </Heading>
      <p>
        <Trans>The service you chose does not offer these products:</Trans>
      </p>
      <ul>
        {items.map((item, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; two lines may share a sku
          <li key={`${row}:${item.sku}`}>
            {lineTitle(item)}
            <SubstitutionNote sku={item.sku} className={styles.muted} />
          </li>
        ))}
      </ul>
      <Button autoFocus onPress={() => selection.send({ type: 'removedItems.dismiss' })}>
        <Trans>OK</Trans>
      </Button>
    </Dialog>
  );
}

import { Plural, Trans } from '@lingui/react/macro';
import { addedLines, hasMergeFailed } from '@machines/merge-cart/merge-cart.selectors';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './MergeCart.module.css';

/** Says what the saved cart added to this cart after login, or that it could not be read. */
export default function MergeCartModal() {
  const mergeCart = useJourneyRef('mergeCart');
  const added = useJourney('mergeCart', addedLines);
  const failed = useJourney('mergeCart', hasMergeFailed);
  const close = () => mergeCart.send({ type: 'merge.dismiss' });
  if (failed) {
    return (
      <MergeDialog title={<Trans>We could not bring back your saved cart</Trans>} onClose={close}>
        <p>
          <Trans>
            The products you left in your cart last time could not be loaded. Your cart here is
            unchanged.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button onPress={() => mergeCart.send({ type: 'merge.retry' })} autoFocus>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onPress={close}>
            <Trans>Not now</Trans>
          </Button>
        </div>
      </MergeDialog>
    );
  }
  return (
    <MergeDialog title={<Trans>We added your saved cart</Trans>} onClose={close}>
      <p>
        <Trans>
          Products you had left in your cart last time are now in this cart too. Nothing you added
          before logging in was removed.
        </Trans>
      </p>
      <ul className={styles.list}>
        {added.map((line) => (
          <li key={`${line.sku}-${line.combined}`}>
            <strong>{line.name}</strong>:{' '}
            {line.combined ? (
              <Plural value={line.quantity} one="# more added" other="# more added" />
            ) : (
              <Plural value={line.quantity} one="# added" other="# added" />
            )}
          </li>
        ))}
      </ul>
      <Button onPress={close} autoFocus>
        <Trans>OK, continue</Trans>
      </Button>
    </MergeDialog>
  );
}

/** The modal both outcomes of the merge show in (Escape or a press outside closes it). */
function MergeDialog({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';

/**
 * "Are you sure?" for a destructive action: an alertdialog whose safe choice has the focus;
 * Escape or a click outside is the safe choice too.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: ReactNode;
  /** What is about to go, in words the shopper recognises. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The action is on its way: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && onCancel()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title">{title}</Heading>
          {children}
          <div className={styles.actions}>
            <Button onPress={onConfirm} isDisabled={busy}>
              {confirmLabel}
            </Button>
            <Button variant="secondary" onPress={onCancel} isDisabled={busy} autoFocus>
              {cancelLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

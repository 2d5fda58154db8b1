import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { GateKind } from '@/lib/account-access';
import { Button } from './Button';
import styles from './LoginRequiredDialog.module.css';

/**
 * The login-required modal (spec §2): one for lists, one for orders. What "Log in" and "Create
 * an account" do is the caller's: links from the shared gate, journey events from the
 * list-addition sheet.
 */
export function LoginRequiredDialog({
  kind,
  onClose,
  children,
}: {
  kind: GateKind;
  onClose: () => void;
  /** The log-in and register actions. */
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={styles.centered}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-gate={kind}>
          <Heading slot="title">
            {kind === 'lists' ? (
              <Trans>Log in to use your lists</Trans>
            ) : (
              <Trans>Log in to see your orders</Trans>
            )}
          </Heading>
          <p>
            {kind === 'lists' ? (
              <Trans>Save products in lists and find them again on every device.</Trans>
            ) : (
              <Trans>Your orders and their details are kept in your account.</Trans>
            )}
          </p>
          <div className={styles.actions}>
            {children}
            <Button variant="ghost" onPress={onClose}>
              <Trans>Not now</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import { closeLoginGate, type GateKind } from './login-gate-store';
import styles from './Session.module.css';

/** The login-required modal (lazy chunk): lists and orders need an account. */
export default function LoginRequiredModal({ kind }: { kind: GateKind }) {
  const here = useRouterState({ select: (s) => s.location.href });
  const back = `?redirect=${encodeURIComponent(kind === 'orders' ? '/user/history' : here)}`;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && closeLoginGate()}
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
            <Link href={`/login${back}`} variant="button" onPress={closeLoginGate}>
              <Trans>Log in</Trans>
            </Link>
            <Link href={`/register${back}`} onPress={closeLoginGate}>
              <Trans>Create an account</Trans>
            </Link>
            <Button variant="ghost" onPress={closeLoginGate}>
              <Trans>Not now</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

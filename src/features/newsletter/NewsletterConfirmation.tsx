import { Trans } from '@lingui/react/macro';
import { isConfirmationOpen } from '@machines/newsletter/newsletter.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { NewsletterActor } from '@/app/actors/page/newsletter';
import { normalizeContentLink } from '@/lib/content-links';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import styles from './Newsletter.module.css';

/**
 * The confirmation modal after a sign-up; its link is the block's link from content. A lazy part
 * (NewsletterBlock): the overlay code is not part of every page's footer.
 */
export default function NewsletterConfirmation({ link }: { link: string | null }) {
  const actor = NewsletterActor.useActorRef();
  const open = NewsletterActor.useSelector(isConfirmationOpen);
  const close = () => actor.send({ type: 'newsletter.closeConfirmation' });
  const target = link ? normalizeContentLink(link) : null;
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => !isOpen && close()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title">
            <Trans>Thank you for signing up</Trans>
          </Heading>
          <p>
            <Trans>You will hear about our weekly offers first, in your inbox.</Trans>
          </p>
          <div className={styles.actions}>
            {target && !target.external && (
              <Link href={target.href} variant="button" onPress={close}>
                <Trans>See the categories</Trans>
              </Link>
            )}
            <Button variant="secondary" onPress={close} autoFocus>
              <Trans>Close</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

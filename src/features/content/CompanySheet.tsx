import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { BrandSheetHead } from '@/ui/BrandSheetHead';
import CompanyLinks from './CompanyLinks';
import styles from './CompanySheet.module.css';

/**
 * The header's company side sheet: a modal dialog sliding in from the side with the editor's
 * groups of corporate links. Lazy-loaded by the header (it carries react-aria's overlay code).
 */
export default function CompanySheet({ buttonClassName }: { buttonClassName?: string }) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button className={buttonClassName ?? styles.trigger}>
        <Trans>Company</Trans>
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.sheet}>
          <Dialog className={styles.dialog} aria-label={t`Company`}>
            {({ close }) => (
              <>
                <BrandSheetHead onClose={close} className={styles.head} />
                <CompanyLinks close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

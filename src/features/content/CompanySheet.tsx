import { useLingui } from '@lingui/react/macro';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { BrandSheetHead } from '@/ui/BrandSheetHead';
import CompanyLinks from './CompanyLinks';
import styles from './CompanySheet.module.css';

/**
 * The header's company side sheet: a modal dialog sliding in from the side with the editor's
 * groups of corporate links. The header's own button opens it; this code (react-aria's overlay
 * code) loads on its first press.
 */
export default function CompanySheet({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
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
  );
}

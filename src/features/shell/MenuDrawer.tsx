import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { CompanyLinks } from '@/app/parts/lazy-content';
import { BrandSheetHead } from '@/ui/BrandSheetHead';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import styles from './MenuDrawer.module.css';
import ProfileMenu from './ProfileMenu';

/**
 * The phone's menu drawer (spec §9 "responsive menu"): the main menu, the company links,
 * language and account, in a modal sheet from the side. Any link pressed closes it.
 */
export default function MenuDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog} aria-label={t`Menu`}>
          <BrandSheetHead onClose={close} className={styles.head} />
          <MainMenu variant="drawer" onNavigate={close} />
          <section className={styles.section}>
            <h3>
              <Trans>Account</Trans>
            </h3>
            <ProfileMenu variant="list" onNavigate={close} />
          </section>
          <section className={styles.section}>
            <h3>
              <Trans>Change language</Trans>
            </h3>
            <LanguageSwitch variant="full" />
          </section>
          <section className={styles.section}>
            <h3>
              <Trans>Company</Trans>
            </h3>
            <Suspense
              fallback={
                <p role="status">
                  <Trans>Loading…</Trans>
                </p>
              }
            >
              <CompanyLinks close={close} groupHeading="h4" />
            </Suspense>
          </section>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { headerContentQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { ContentLink } from '@/ui/ContentLink';
import { LoadFailed } from '@/ui/LoadFailed';
import styles from './CompanySheet.module.css';

/** The sheet's groups (Company, Services, Announcements, page examples) from editor content. */
function SheetGroups({ close }: { close: () => void }) {
  const locale = useLocale();
  const { data, isPending, isError, isFetching, refetch } = useQuery(headerContentQuery(locale));
  if (isPending) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
        <Trans>These links could not be loaded right now.</Trans>
      </LoadFailed>
    );
  }
  return (
    <div className={styles.groups}>
      {data.categories.map((category) => (
        <section key={category.title} aria-label={category.title} className={styles.category}>
          {category.fields.map((field) => (
            <div key={field.title} className={styles.group}>
              <h3>{field.title}</h3>
              <ul>
                {field.links.map((link) => (
                  <li key={`${link.link_title}${link.redirect_link}`}>
                    <ContentLink
                      href={link.redirect_link}
                      variant="plain"
                      className={styles.link}
                      onPress={close}
                    >
                      {link.link_title}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

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
                <div className={styles.head}>
                  <Heading slot="title" level={2}>
                    <Trans>Agora Market</Trans>
                  </Heading>
                  <Button className={styles.close} onPress={close} aria-label={t`Close`}>
                    ×
                  </Button>
                </div>
                <SheetGroups close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

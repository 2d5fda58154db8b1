import { Trans, useLingui } from '@lingui/react/macro';
import { type Answers, preferenceFrom } from '@machines/questionnaire/questionnaire.types';
import { useQuery } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { EmptyState } from '@/app/parts/EmptyState';
import { CatalogProducts } from '@/app/parts/product-image-fallback';
import { productSearchQuery } from '@/app/queries/catalog';
import { useLocale } from '@/i18n/use-locale';
import { AddedStatus } from '@/ui/AddedStatus';
import { Button } from '@/ui/Button';
import styles from './Questionnaire.module.css';

export interface PreferenceModalProps {
  answers: Answers;
  onClose: () => void;
  onRestart: () => void;
}

/** The product preference modal: products matching the questionnaire's answers. */
export function PreferenceModal({ answers, onClose, onRestart }: PreferenceModalProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const preference = preferenceFrom(answers);
  const { data, isPending } = useQuery(
    productSearchQuery(locale, {
      pageSize: preference.pageSize,
      sort: preference.sort,
      ...(preference.category ? { category: preference.category } : {}),
      ...(preference.offersOnly ? { offersOnly: true } : {}),
    }),
  );
  const { added, onAdd, dismissAdded } = useAddProduct();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="preference-title">
          <Heading slot="title" id="preference-title">
            <Trans>Products picked for you</Trans>
          </Heading>
          {isPending ? (
            <p>
              <Trans>Finding products…</Trans>
            </p>
          ) : data && data.items.length > 0 ? (
            <CatalogProducts products={data.items} onAdd={onAdd} label={t`Suggested products`} />
          ) : (
            <EmptyState kind="favorite_products" title={t`No products match your answers yet`} />
          )}
          <div className={styles.actions}>
            <Button onPress={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button variant="secondary" onPress={onRestart}>
              <Trans>Start over</Trans>
            </Button>
          </div>
          <AddedStatus added={added} onDismiss={dismissAdded} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

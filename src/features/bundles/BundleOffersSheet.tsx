import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { BundleOfferSummary } from '@/api/contract/bundles';
import { bundleOffersQuery, checkBundle } from '@/app/queries/bundles';
import type { LineLike } from '@/app/queries/checkout';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/Button';
import styles from './Bundles.module.css';

function BundleOffer({ offer, lines }: { offer: BundleOfferSummary; lines: readonly LineLike[] }) {
  const check = useMutation({ mutationFn: () => checkBundle(offer.id, lines) });
  const result = check.data;
  return (
    <li className={styles.offer}>
      <h3 className={styles.offerTitle}>{offer.title}</h3>
      <p>{offer.description}</p>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => {
          if (!check.isPending) check.mutate();
        }}
      >
        {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check with my cart</Trans>}
      </Button>
      {check.isError ? (
        <p role="alert" className={styles.error}>
          <Trans>This offer could not be checked. Please try again.</Trans>
        </p>
      ) : null}
      {result ? (
        <div role="status" className={styles.result}>
          {result.bundle.map((part) => (
            <p key={part.description}>
              <Trans>
                Covered {part.timesCovered} times ({part.coveredQuantity} items);{' '}
                {part.remainingQuantity} more for the next one.
              </Trans>
            </p>
          ))}
          {result.freeProducts.length ? (
            <>
              <p>
                <Trans>Free products:</Trans>
              </p>
              <ul>
                {result.freeProducts.map((free) => (
                  <li key={free.product.id}>
                    {free.quantity} × {free.product.displayName || free.product.name}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              <Trans>No free products yet.</Trans>
            </p>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The bundle-offer sheet: the offers, and what checking one with the cart gives. */
export default function BundleOffersSheet({
  lines,
  onClose,
}: {
  lines: readonly LineLike[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const offers = useQuery(bundleOffersQuery(locale));
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog} aria-label={t`Bundle offers`}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              <Trans>Bundle offers</Trans>
            </Heading>
            <Button variant="ghost" size="sm" onPress={onClose}>
              <Trans>Close</Trans>
            </Button>
          </div>
          {offers.isPending ? (
            <p role="status">
              <Trans>Loading the offers…</Trans>
            </p>
          ) : null}
          {offers.isError ? (
            <p role="alert" className={styles.error}>
              <Trans>The offers could not be loaded.</Trans>
            </p>
          ) : null}
          <ul className={styles.offers}>
            {offers.data?.map((offer) => (
              <BundleOffer key={offer.id} offer={offer} lines={lines} />
            ))}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

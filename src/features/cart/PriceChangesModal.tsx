import { Trans, useLingui } from '@lingui/react/macro';
import { cartItems } from '@machines/cart/cart.selectors';
import { priceChangesRef } from '@machines/checkout-press/checkout-press.selectors';
import type { priceChangesMachine } from '@machines/price-changes/price-changes.machine';
import {
  hasFailed,
  isApplying,
  isReviewOnly,
  pricing,
  renewedPrices,
  unavailableSkus,
} from '@machines/price-changes/price-changes.selectors';
import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { useCheckoutPress } from '@/app/hooks/use-checkout-press';
import { SubstitutionNote } from '@/app/parts/SubstitutionNote';
import { useJourney } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { lineTitle } from '@/lib/product-line';
import { Button } from '@/ui/Button';
import styles from './Cart.module.css';

/** The price-changes modal, open while the checkout press runs its child journey. */
export function PriceChangesModal() {
  const ref = useCheckoutPress((s) => (s ? priceChangesRef(s) : undefined));
  return (
    <ModalOverlay isOpen={ref !== undefined} className={styles.overlay}>
      <Modal className={styles.modal}>{ref && <PriceChanges actor={ref} />}</Modal>
    </ModalOverlay>
  );
}

function PriceChanges({ actor }: { actor: ActorRefFrom<typeof priceChangesMachine> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const priced = useSelector(actor, pricing);
  const busy = useSelector(actor, isApplying);
  const failed = useSelector(actor, hasFailed);
  const review = useSelector(actor, isReviewOnly);
  const items = useJourney('cart', cartItems);
  // A product's lines with their options ("Feta PDO, thin slices; Feta PDO, whole piece").
  const nameOf = (sku: string) =>
    items
      .filter((i) => i.sku === sku)
      .map(lineTitle)
      .join('; ') || sku;
  const unavailable = unavailableSkus(priced);
  const renewed = renewedPrices(priced);
  return (
    <Dialog className={styles.dialog} role="alertdialog" aria-label={t`Your cart has changed`}>
      <Heading slot="title" className={styles.title}>
        <Trans>Your cart has changed</Trans>
      </Heading>
      {review && (
        <p>
          <Trans>Back online, we checked the prices of your cart.</Trans>
        </p>
      )}
      {unavailable.length > 0 && (
        <section aria-label={t`No longer available`}>
          <h3>
            <Trans>No longer available (will be removed)</Trans>
          </h3>
          <ul>
            {unavailable.map((sku) => (
              <li key={sku}>
                {nameOf(sku)}
                <SubstitutionNote sku={sku} className={styles.muted} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {renewed.length > 0 && (
        <section aria-label={t`New prices`}>
          <h3>
            <Trans>New prices</Trans>
          </h3>
          <ul>
            {renewed.map(({ sku, oldPrice, newPrice }) => (
              <li key={sku}>
                <Trans>
                  {nameOf(sku)}: was {formatCents(oldPrice, locale)}, now{' '}
                  {formatCents(newPrice, locale)}
                </Trans>
                <SubstitutionNote sku={sku} className={styles.muted} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {failed && (
        <p role="alert" className={styles.warning}>
          <Trans>We could not update your cart. Please try again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'priceChanges.back' })}>
          {review ? <Trans>Not now</Trans> : <Trans>Back to cart</Trans>}
        </Button>
        <Button autoFocus onPress={() => actor.send({ type: 'priceChanges.continue' })}>
          {busy ? (
            <Trans>Updating your cart…</Trans>
          ) : review ? (
            <Trans>Update my cart</Trans>
          ) : (
            <Trans>Continue</Trans>
          )}
        </Button>
      </div>
    </Dialog>
  );
}

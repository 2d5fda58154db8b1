import { Trans, useLingui } from '@lingui/react/macro';
import { isPricing, isPricingFailed, pricedCart } from '@machines/cart/cart.selectors';
import { isBusy, isGuest, notes } from '@machines/checkout/checkout.selectors';
import { emptyContact, NOTES_MAX, type OrderDraft } from '@machines/checkout/checkout.types';
import { reservation } from '@machines/prebook/prebook.selectors';
import {
  deliveryMode,
  guestAddress,
  isVerifying,
  selectedAddress,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { hasSession } from '@machines/session/session.selectors';
import { Suspense, useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { CheckoutActor, CheckoutProvider } from '@/app/actors/page/checkout';
import { orderFingerprint } from '@/app/actors/page/checkout-attempt';
import { usePrebookOffered } from '@/app/hooks/use-prebook-offered';
import { BundleOffersSheet } from '@/app/parts/lazy-bundles';
import type { LineLike } from '@/app/queries/checkout';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import { PageTitle } from '@/ui/PageTitle';
import { BillingChoice } from './BillingChoice';
import styles from './Checkout.module.css';
import { ContactFields } from './ContactFields';
import { DeliverySection, SlotSection } from './DeliverySection';
import { GiftChoice } from './GiftChoice';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { PlaceOrder } from './PlaceOrder';
import { SubstitutionDefault } from './SubstitutionDefault';

/** /checkout: where, when, who (guests), payment, comments and the priced summary. */
export function CheckoutPage() {
  const signedIn = useJourney('session', hasSession);
  const phone = useJourney('selection', (s) => guestAddress(s)?.contactPhone ?? '');
  return (
    <CheckoutProvider
      key={signedIn ? 'customer' : 'guest'}
      guest={!signedIn}
      contact={{ ...emptyContact, phone }}
    >
      <CheckoutForm />
    </CheckoutProvider>
  );
}

function CheckoutForm() {
  const { t } = useLingui();
  const lines: readonly LineLike[] = useJourney('cart', (s) => s.context.items);
  const checkout = CheckoutActor.useActorRef();
  const guest = CheckoutActor.useSelector(isGuest);
  const locked = CheckoutActor.useSelector((s) => !s.hasTag('form'));
  const busy = CheckoutActor.useSelector(isBusy);
  const comment = CheckoutActor.useSelector(notes);
  const mode = useJourney('selection', deliveryMode);
  const shop = useJourney('selection', selectedShop);
  const saved = useJourney('selection', selectedAddress);
  const guestPlace = useJourney('selection', guestAddress);
  const verifying = useJourney('selection', isVerifying);
  const reserved = useJourney('prebook', reservation);
  const prebookOffered = usePrebookOffered();
  const [bundlesOpen, setBundlesOpen] = useState(false);
  // The cart's own pricing, for the shop, service and slot the visit gave it (machines/visit).
  const priced = useJourney('cart', pricedCart);
  const pending = useJourney('cart', isPricing);
  const failed = useJourney('cart', isPricingFailed);
  const cart = useJourneyRef('cart');
  const hasTarget = useJourney('cart', (s) => s.context.target !== null);
  const deliversToAddress = mode !== 'takeAway';
  const draft = (): OrderDraft => ({
    shopId: shop?._id ?? null,
    deliversToAddress,
    // A customer's order carries the chosen saved address; never left to the platform's default.
    hasAddress: guest ? guestPlace !== null : saved !== null,
    itemCount: lines.length,
    reservationRequestId: reserved?.requestId ?? null,
    slotRequired: prebookOffered,
    fingerprint: orderFingerprint({
      shopId: shop?._id ?? null,
      service: mode,
      place: guest ? JSON.stringify(guestPlace) : (saved?._id ?? null),
      lines,
    }),
  });
  return (
    <div className={styles.page}>
      <PageTitle title={t`Checkout`} />
      <h1 className={styles.title}>
        <Trans>Checkout</Trans>
      </h1>
      <div className={styles.layout}>
        <div className={styles.form}>
          <DeliverySection disabled={locked} />
          <SlotSection disabled={locked} />
          {guest ? <ContactFields disabled={locked} /> : null}
          <BillingChoice disabled={locked} />
          <PaymentChoice disabled={locked} />
          <SubstitutionDefault disabled={locked} />
          <TextField
            className={styles.field}
            value={comment}
            maxLength={NOTES_MAX}
            isDisabled={locked}
            onChange={(value) => checkout.send({ type: 'notes.change', value })}
          >
            <Label className={styles.sectionTitle}>
              <Trans>Comments for your order</Trans>
            </Label>
            <TextArea rows={3} />
          </TextField>
          <GiftChoice disabled={locked} />
        </div>
        <aside className={styles.aside}>
          <OrderSummary
            lines={lines}
            pricing={hasTarget && shop ? { priced, pending, failed } : null}
            onRetry={() => cart.send({ type: 'cart.reprice' })}
          />
          {lines.length ? (
            <Button variant="ghost" size="sm" onPress={() => setBundlesOpen(true)}>
              <Trans>See bundle offers</Trans>
            </Button>
          ) : null}
          <PlaceOrder draft={draft} waiting={verifying} />
          {busy ? (
            <p role="status" className={styles.muted}>
              <Trans>Please wait, do not close this page.</Trans>
            </p>
          ) : null}
        </aside>
      </div>
      {bundlesOpen ? (
        <Suspense fallback={null}>
          <BundleOffersSheet lines={lines} onClose={() => setBundlesOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

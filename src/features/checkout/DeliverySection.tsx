import { Trans } from '@lingui/react/macro';
import { isExpiryModalOpen, minutesLeft, reservation } from '@machines/prebook/prebook.selectors';
import {
  deliveryMode,
  guestAddress,
  isVerifying,
  selectedAddress,
  selectedPostalCode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { hasSession } from '@machines/session/session.selectors';
import type { Address } from '@/api/contract/addresses';
import { usePrebookOffered } from '@/app/hooks/use-prebook-offered';
import { useStreetPattern } from '@/app/hooks/use-street-pattern';
import { useJourney, useJourneyRef } from '@/app/visit';
import { localeTags } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { formatAddressLine } from '@/lib/address-format';
import { athensDate, athensTime, dayMonth } from '@/lib/day-labels';
import { Button } from '@/ui/Button';
import { FloorAndDoorbell } from '@/ui/FloorAndDoorbell';
import styles from './Checkout.module.css';
import { useServiceName } from './service-name';

/** Where: the delivery address or the pick-up shop, from the selection; "Change" reopens it. */
export function DeliverySection({ disabled }: { disabled: boolean }) {
  const selection = useJourneyRef('selection');
  const serviceName = useServiceName();
  const mode = useJourney('selection', deliveryMode);
  const shop = useJourney('selection', selectedShop);
  const saved = useJourney('selection', selectedAddress);
  const guest = useJourney('selection', guestAddress);
  // After a reload the kept shop is checked again before it counts.
  const verifying = useJourney('selection', isVerifying);
  const signedIn = useJourney('session', hasSession);
  const pattern = useStreetPattern();
  // A customer's order goes to a saved address; a guest's to the address typed in the sheet.
  const address = signedIn ? saved : guest;
  return (
    <section className={styles.section} aria-labelledby="checkout-where">
      <h2 id="checkout-where" className={styles.sectionTitle}>
        {mode === 'takeAway' ? <Trans>Pick-up shop</Trans> : <Trans>Delivery address</Trans>}
      </h2>
      {verifying ? (
        <p role="status">
          <Trans>Checking your shop…</Trans>
        </p>
      ) : shop ? (
        <p>
          <strong>{serviceName(mode)}</strong>
          {mode !== 'takeAway' ? (
            <>
              <br />
              {address ? (
                <span data-testid="checkout-address">
                  {formatAddressLine(address, pattern)}
                  {saved ? <SavedAddressDetails address={saved} /> : null}
                </span>
              ) : (
                <Trans>Choose the address we deliver to.</Trans>
              )}
            </>
          ) : null}
          <br />
          <Trans>Shop: {shop.title}</Trans>
        </p>
      ) : (
        <p>
          <Trans>Choose how you would like to shop and where.</Trans>
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        isDisabled={disabled || verifying}
        onPress={() => selection.send({ type: 'picker.open' })}
      >
        {shop ? <Trans>Change</Trans> : <Trans>Choose service and address</Trans>}
      </Button>
    </section>
  );
}

/**
 * When: the reserved slot from the pre-book journey; choosing opens its sheet. A service without
 * pre-booking has no slot to choose: the platform gives the earliest one.
 */
export function SlotSection({ disabled }: { disabled: boolean }) {
  const offered = usePrebookOffered();
  return offered ? <ReservedSlot disabled={disabled} /> : <EarliestSlot />;
}

function EarliestSlot() {
  return (
    <section className={styles.section} aria-labelledby="checkout-when">
      <h2 id="checkout-when" className={styles.sectionTitle}>
        <Trans>Time slot</Trans>
      </h2>
      <p data-testid="checkout-slot">
        <Trans>The earliest available: this service does not book time slots ahead.</Trans>
      </p>
    </section>
  );
}

function ReservedSlot({ disabled }: { disabled: boolean }) {
  const locale = useLocale();
  const prebook = useJourneyRef('prebook');
  const selection = useJourneyRef('selection');
  const reserved = useJourney('prebook', reservation);
  const minutes = useJourney('prebook', minutesLeft);
  const expired = useJourney('prebook', isExpiryModalOpen);
  const shop = useJourney('selection', selectedShop);
  const mode = useJourney('selection', deliveryMode);
  const postalCode = useJourney('selection', selectedPostalCode);
  const open = () =>
    shop
      ? prebook.send({
          type: 'prebook.open',
          target: { shopId: shop._id, service: mode, postalCode: postalCode ?? undefined },
        })
      : selection.send({ type: 'picker.open' });
  const tag = localeTags[locale];
  const slot =
    reserved && minutes !== null
      ? `${dayMonth(athensDate(Date.parse(reserved.startsAt)))} ${athensTime(reserved.startsAt, tag)}–${athensTime(reserved.endsAt, tag)}`
      : null;
  return (
    <section className={styles.section} aria-labelledby="checkout-when">
      <h2 id="checkout-when" className={styles.sectionTitle}>
        <Trans>Time slot</Trans>
      </h2>
      {slot ? (
        <p data-testid="checkout-slot">
          {slot} · <Trans>reserved for {minutes} more min</Trans>
        </p>
      ) : (
        <p>
          {expired ? (
            <Trans>Your time slot has expired.</Trans>
          ) : (
            <Trans>No time slot reserved yet.</Trans>
          )}
        </p>
      )}
      <Button variant="secondary" size="sm" isDisabled={disabled} onPress={open}>
        {slot ? <Trans>Change time slot</Trans> : <Trans>Choose a time slot</Trans>}
      </Button>
    </section>
  );
}

/** Floor and doorbell of the chosen saved address: what the courier needs at the door. */
function SavedAddressDetails({ address }: { address: Address }) {
  const floor = address.floor.trim() || null;
  const doorbell = address.nameAtBell.trim() || null;
  if (!floor && !doorbell) return null;
  return (
    <>
      <br />
      <FloorAndDoorbell floor={floor} doorbell={doorbell} />
    </>
  );
}

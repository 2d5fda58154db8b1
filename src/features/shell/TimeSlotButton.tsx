import { Trans, useLingui } from '@lingui/react/macro';
import { minutesLeft, reservation } from '@machines/prebook/prebook.selectors';
import {
  deliveryMode,
  isVerifying,
  selectedPostalCode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { Button } from 'react-aria-components';
import { waitFor } from 'xstate';
import { usePrebookOffered } from '@/app/hooks/use-prebook-offered';
import { useJourney, useJourneyRef } from '@/app/visit';
import { localeTags } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { athensDate, athensTime, dayMonth } from '@/lib/day-labels';
import { ClockIcon } from '@/ui/icons';
import styles from './Header.module.css';

/**
 * The header's time-slot control: shows the reserved slot and the minutes left; opens the
 * time-slot sheet for the selected shop, or the service picker when nothing is selected yet.
 * A service without pre-booking has no slot to choose: the state says the earliest one, as text.
 */
export default function TimeSlotButton() {
  const offered = usePrebookOffered();
  return offered ? <SlotButton /> : <EarliestSlot />;
}

function EarliestSlot() {
  return (
    <p className={`${styles.state} ${styles.stateStatic}`}>
      <ClockIcon />
      <span className={styles.stateText}>
        <span className={styles.stateLabel}>
          <Trans>Time slot</Trans>
        </span>
        <span className={styles.stateValue}>
          <Trans>The earliest available</Trans>
        </span>
      </span>
    </p>
  );
}

function SlotButton() {
  const { t } = useLingui();
  const locale = useLocale();
  const prebook = useJourneyRef('prebook');
  const selection = useJourneyRef('selection');
  const reserved = useJourney('prebook', reservation);
  const minutes = useJourney('prebook', minutesLeft);

  const open = async () => {
    // After a reload the kept shop (or saved address) is checked again: a press meanwhile waits
    // for the answer rather than finding no shop and doing nothing (as the checkout press does).
    const settled = await waitFor(selection, (s) => !isVerifying(s), { timeout: 20_000 }).catch(
      () => selection.getSnapshot(),
    );
    const shop = selectedShop(settled);
    if (!shop) {
      selection.send({ type: 'picker.open' });
      return;
    }
    prebook.send({
      type: 'prebook.open',
      target: {
        shopId: shop._id,
        service: deliveryMode(settled),
        postalCode: selectedPostalCode(settled) ?? undefined,
      },
    });
  };

  const tag = localeTags[locale];
  const day = reserved ? dayMonth(athensDate(Date.parse(reserved.startsAt))) : '';
  const hours = reserved
    ? `${athensTime(reserved.startsAt, tag)}–${athensTime(reserved.endsAt, tag)}`
    : '';
  const slot = reserved && minutes !== null ? `${day} ${hours}` : null;
  return (
    <Button
      className={styles.state}
      onPress={open}
      aria-label={
        slot
          ? t`Delivery time: ${slot}, ${minutes} min left to order. Change`
          : t`Delivery time: choose a time slot`
      }
    >
      <ClockIcon />
      <span className={styles.stateText}>
        {slot ? (
          <>
            <span className={styles.stateLabel}>
              {day} ·{' '}
              <span className={styles.countdown}>
                <Trans>{minutes} min</Trans>
              </span>
            </span>
            <span className={styles.stateValue}>{hours}</span>
          </>
        ) : (
          <span className={styles.stateValue}>
            <Trans>Time slot</Trans>
          </span>
        )}
      </span>
    </Button>
  );
}

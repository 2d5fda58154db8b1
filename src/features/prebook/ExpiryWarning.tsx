import { Trans, useLingui } from '@lingui/react/macro';
import {
  extensionFailed,
  extensionRefused,
  isExtending,
  minutesLeft,
  reservation,
} from '@machines/prebook/prebook.selectors';
import { useState } from 'react';
import { useJourney, useJourneyRef } from '@/app/shop';
import { Button } from '@/ui/Button';
import styles from './ExpiryWarning.module.css';

/**
 * The reservation runs out in a few minutes (WCAG 2.2.1, Timing Adjustable): a notice under the
 * header on every page, in the page's flow (it covers nothing), with "Keep my slot". Announced
 * once when it appears; the minutes it shows follow the countdown silently. Refused, it offers
 * another time instead (the journey has opened the sheet and said why).
 */
export default function ExpiryWarning() {
  const { t } = useLingui();
  const prebook = useJourneyRef('prebook');
  const minutes = useJourney('prebook', minutesLeft) ?? 0;
  const extending = useJourney('prebook', isExtending);
  const refused = useJourney('prebook', extensionRefused);
  const failed = useJourney('prebook', extensionFailed);
  const target = useJourney('prebook', (s) => reservation(s)?.target ?? null);
  // The sheet for the reservation's own shop and service, at its nearest free slots.
  const chooseAgain = () => target && prebook.send({ type: 'prebook.open', target });
  // What the screen reader hears, fixed when the notice appears (a changing alert is re-read).
  const [announcement] = useState(() =>
    refused
      ? t`Your time slot could not be held longer and runs out in ${minutes} min. Choose another time to keep ordering with a slot.`
      : t`Your time slot runs out in ${minutes} min. Keep my slot to hold it longer.`,
  );
  return (
    <section className={styles.warning} aria-label={t`Time slot running out`}>
      <span role="alert" className="visually-hidden">
        {announcement}
      </span>
      <p className={styles.text}>
        {refused ? (
          <Trans>
            Your time slot could not be held longer and runs out in {minutes} min. Choose another
            time to keep ordering with a slot.
          </Trans>
        ) : (
          <Trans>Your time slot is held for {minutes} more min.</Trans>
        )}
      </p>
      {failed && (
        <p role="alert" className={styles.problem}>
          <Trans>
            Your time slot could not be kept just now. Check your connection and try again.
          </Trans>
        </p>
      )}
      {refused ? (
        <Button size="sm" onPress={chooseAgain}>
          <Trans>Choose another time</Trans>
        </Button>
      ) : (
        // Not isPending (see TimeSlotSheet): a second press while it works is ignored by the
        // journey itself.
        <Button size="sm" onPress={() => prebook.send({ type: 'reservation.extend' })}>
          {extending ? <Trans>Keeping your slot…</Trans> : <Trans>Keep my slot</Trans>}
        </Button>
      )}
    </section>
  );
}

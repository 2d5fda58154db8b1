import { Trans, useLingui } from '@lingui/react/macro';
import {
  extensionFailed,
  extensionRefused,
  isExtending,
  isSlotKept,
  minutesLeft,
  reservation,
} from '@machines/prebook/prebook.selectors';
import { useState } from 'react';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './ExpiryWarning.module.css';

/**
 * The reservation runs out in a few minutes (WCAG 2.2.1, Timing Adjustable): a notice under the
 * header on every page, in the page's flow (it covers nothing), with "Keep my slot". Announced
 * once when it appears; the minutes it shows follow the countdown silently. Refused, it offers
 * another time instead (the journey has opened the sheet and said why). Kept, it says so in a
 * status message until dismissed: the button that was pressed stays where it was, as "OK", so
 * the keyboard's focus is not lost.
 */
export default function ExpiryWarning() {
  const { t } = useLingui();
  const prebook = useJourneyRef('prebook');
  const minutes = useJourney('prebook', minutesLeft) ?? 0;
  const extending = useJourney('prebook', isExtending);
  const refused = useJourney('prebook', extensionRefused);
  const failed = useJourney('prebook', extensionFailed);
  const kept = useJourney('prebook', isSlotKept);
  const target = useJourney('prebook', (s) => reservation(s)?.target ?? null);
  // What the screen reader hears, fixed when the notice appears (a changing alert is re-read).
  const [announcement] = useState(() =>
    refused
      ? t`Your time slot could not be held longer and runs out in ${minutes} min. Choose another time to keep ordering with a slot.`
      : t`Your time slot runs out in ${minutes} min. Keep my slot to hold it longer.`,
  );
  const press = () => {
    if (kept) {
      prebook.send({ type: 'notice.dismiss' });
      // The notice goes with its button: the keyboard goes on from the page's content.
      document.getElementById('main')?.focus();
    }
    // The sheet for the reservation's own shop and service, at its nearest free slots.
    else if (refused) target && prebook.send({ type: 'prebook.open', target });
    else prebook.send({ type: 'reservation.extend' });
  };
  return (
    <section
      className={kept ? `${styles.warning} ${styles.kept}` : styles.warning}
      aria-label={kept ? t`Time slot kept` : t`Time slot running out`}
    >
      {!kept && (
        <span role="alert" className="visually-hidden">
          {announcement}
        </span>
      )}
      {/* There from the warning on, so the change is announced; the minutes are not in it. */}
      <span role="status" className="visually-hidden">
        {kept ? t`Your time slot is kept.` : ''}
      </span>
      <p className={styles.text}>
        {kept ? (
          <Trans>Your time slot is kept: it is held for {minutes} more min.</Trans>
        ) : refused ? (
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
      {/* Not isPending (see TimeSlotSheet): a second press while it works is ignored by the
          journey itself. One button throughout, so focus stays on it. */}
      <Button size="sm" onPress={press}>
        {kept ? (
          <Trans>OK</Trans>
        ) : refused ? (
          <Trans>Choose another time</Trans>
        ) : extending ? (
          <Trans>Keeping your slot…</Trans>
        ) : (
          <Trans>Keep my slot</Trans>
        )}
      </Button>
    </section>
  );
}

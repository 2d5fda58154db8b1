import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  dayIsEnabled,
  days,
  extensionNotice,
  hasDaysError,
  isBusy,
  notice,
  selectedDay,
  selectedSlot,
  slotsOfDay,
} from '@machines/prebook/prebook.selectors';
import { Dialog, Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { useJourney, useJourneyRef } from '@/app/visit';
import { localeTags } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { athensTime, dayKind, dayMonth } from '@/lib/day-labels';
import { Button } from '@/ui/Button';
import styles from './Prebook.module.css';

/** The time-slot sheet: days, slots of the chosen day, save. Bound to the pre-book actor. */
export function TimeSlotSheet() {
  const { t } = useLingui();
  const prebook = useJourneyRef('prebook');
  const busy = useJourney('prebook', isBusy);
  const failed = useJourney('prebook', hasDaysError);
  const noSlot = useJourney('prebook', (s) => notice(s) === 'noSlotSelected');
  const refused = useJourney('prebook', extensionNotice);
  return (
    <Dialog className={styles.sheetDialog} aria-label={t`Choose a time slot`}>
      <div className={styles.sheetHeader}>
        <Heading slot="title" className={styles.title}>
          <Trans>Choose a time slot</Trans>
        </Heading>
        <Button variant="ghost" size="sm" onPress={() => prebook.send({ type: 'prebook.close' })}>
          <Trans>Close</Trans>
        </Button>
      </div>
      {refused && (
        <p role="alert" className={styles.toast}>
          {refused === 'extensionLimit' ? (
            <Trans>
              Your time slot has been held as long as allowed. Choose a time slot to keep one.
            </Trans>
          ) : (
            <Trans>Your time slot could not be held longer. Choose another time slot.</Trans>
          )}
        </p>
      )}
      {failed ? (
        <div role="alert" className={styles.problem}>
          <p>
            <Trans>The time slots could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button onPress={() => prebook.send({ type: 'prebook.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Slots />
      )}
      {noSlot && (
        <p role="alert" className={styles.toast}>
          <Trans>Choose a time slot first.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        {/* Not isPending: react-aria's pending announcement leaves a live region axe rejects.
            A second press while saving is ignored by the journey itself. */}
        <Button isDisabled={failed} onPress={() => prebook.send({ type: 'reservation.save' })}>
          {busy ? <Trans>Please wait…</Trans> : <Trans>Save time slot</Trans>}
        </Button>
      </div>
    </Dialog>
  );
}

function Slots() {
  const { t } = useLingui();
  const locale = useLocale();
  const tag = localeTags[locale];
  const prebook = useJourneyRef('prebook');
  const allDays = useJourney('prebook', days);
  const day = useJourney('prebook', selectedDay);
  const slot = useJourney('prebook', selectedSlot);
  const { slots, lowAvailability } = useJourney('prebook', slotsOfDay, sameSlots);
  const now = useJourney('prebook', (s) => s.context.now);
  // While the days load again (the sheet reopened) or a slot is being reserved, the journey
  // ignores a pick: the days and times shown are not pickable then, rather than a click lost.
  const busy = useJourney('prebook', isBusy);
  if (allDays.length === 0) {
    return (
      <p className={styles.muted} role="status">
        <Trans>Loading time slots…</Trans>
      </p>
    );
  }
  const free = slots.filter((s) => s.isAvailable).length;
  return (
    <>
      <RadioGroup
        className={styles.days}
        value={day}
        isDisabled={busy}
        onChange={(date) => prebook.send({ type: 'day.select', date })}
        orientation="horizontal"
      >
        <Label className={styles.groupLabel}>
          <Trans>Day</Trans>
        </Label>
        <div className={styles.dayList}>
          {allDays.map((d) => {
            const kind = dayKind(d.date, now, tag);
            const name =
              kind.kind === 'today' ? t`Today` : kind.kind === 'tomorrow' ? t`Tomorrow` : kind.name;
            const enabled = dayIsEnabled(d);
            return (
              <Radio key={d.date} value={d.date} isDisabled={!enabled} className={styles.day}>
                <span className={styles.dayName}>{name}</span>
                <span>{dayMonth(d.date)}</span>
                {!enabled && (
                  <span className={styles.full}>
                    <Trans>Full</Trans>
                  </span>
                )}
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
      {lowAvailability && (
        <p className={styles.hint}>
          <Plural
            value={free}
            one="Only # time slot left on this day"
            other="Only # time slots left on this day"
          />
        </p>
      )}
      <RadioGroup
        className={styles.slots}
        value={slot}
        isDisabled={busy}
        onChange={(startsAt) => prebook.send({ type: 'slot.select', startsAt })}
      >
        <Label className={styles.groupLabel}>
          <Trans>Time</Trans>
        </Label>
        <div className={styles.slotList}>
          {slots.map((s) => (
            <Radio
              key={s.startsAt}
              value={s.startsAt}
              isDisabled={!s.isAvailable}
              className={styles.slot}
            >
              <span>
                {athensTime(s.startsAt, tag)}–{athensTime(s.endsAt, tag)}
              </span>
              {!s.isAvailable && (
                <span className={styles.full}>
                  <Trans>Full</Trans>
                </span>
              )}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </>
  );
}

const sameSlots = (a: ReturnType<typeof slotsOfDay>, b: ReturnType<typeof slotsOfDay>) =>
  a.slots === b.slots && a.lowAvailability === b.lowAvailability;

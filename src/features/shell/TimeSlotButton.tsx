import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { ClockIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** The time-slot button; the pre-book journey comes with the "Where and when" issue. */
export default function TimeSlotButton() {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button className={styles.pill} aria-label={t`Delivery time: choose a time slot`}>
        <ClockIcon />
        <span>
          <Trans>Time slot</Trans>
        </span>
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog className={styles.note}>
          <Heading slot="title" className={styles.noteTitle}>
            <Trans>Time slots</Trans>
          </Heading>
          <p>
            <Trans>Booking a delivery time slot in advance is coming soon.</Trans>
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { TruckIcon } from '@/ui/icons';
import styles from './Header.module.css';

/**
 * The service-and-address button and the time-slot button. Their journeys (service selection,
 * postal check, pre-book) are built by the "Where and when" issue; until then each opens a
 * short explanation instead of pretending to work.
 */
export default function ServiceButton() {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button className={styles.pill} aria-label={t`Delivery or pickup: choose a service`}>
        <TruckIcon />
        <span>
          <Trans>Delivery or pickup?</Trans>
        </span>
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog className={styles.note}>
          <Heading slot="title" className={styles.noteTitle}>
            <Trans>Delivery and pickup</Trans>
          </Heading>
          <p>
            <Trans>
              Regular delivery comes in 2-hour slots from 8 AM to 8 PM every day, express delivery
              in 1-hour slots the same day, or pick up your order at one of our shops. Choosing your
              service and address online is coming soon.
            </Trans>
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

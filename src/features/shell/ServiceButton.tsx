import { Trans, useLingui } from '@lingui/react/macro';
import {
  deliveryMode,
  isVerifying,
  notice,
  selectedPostalCode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { LocationSheets, SelectionNotice } from '@/app/parts/lazy-location';
import { useJourney, useJourneyRef } from '@/app/visit';
import { TruckIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** The header's service-and-address button: shows the choice, opens the service picker. */
export default function ServiceButton() {
  const { t } = useLingui();
  const selection = useJourneyRef('selection');
  const mode = useJourney('selection', deliveryMode);
  const shop = useJourney('selection', selectedShop);
  const postalCode = useJourney('selection', selectedPostalCode);
  const open = useJourney('selection', (s) => s.matches('open'));
  const message = useJourney('selection', notice);
  // The shop kept from before a reload is being checked: the choice waits for the answer.
  const verifying = useJourney('selection', isVerifying);
  const service = { easy: t`Delivery`, express: t`Express`, takeAway: t`Pick-up` }[mode];
  const where = mode === 'takeAway' ? shop?.title : postalCode;
  const label = where ? `${service} · ${where}` : t`Delivery or pickup?`;
  return (
    <>
      <Button
        className={styles.state}
        aria-label={t`Service and address: ${label}. Change`}
        isDisabled={verifying}
        onPress={() => selection.send({ type: 'picker.open' })}
      >
        <TruckIcon />
        <span className={styles.stateText}>
          {where ? (
            <>
              <span className={styles.stateLabel}>{service}</span>
              <span className={styles.stateValue}>{where}</span>
            </>
          ) : (
            <span className={styles.stateValue}>
              <Trans>Delivery or pickup?</Trans>
            </span>
          )}
        </span>
      </Button>
      {(open || message) && (
        <Suspense fallback={null}>
          {open && <LocationSheets />}
          {message && !open && <SelectionNotice />}
        </Suspense>
      )}
    </>
  );
}

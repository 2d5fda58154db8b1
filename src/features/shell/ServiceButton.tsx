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
import { SelectionActor } from '@/app/actors/selection';
import { LocationSheets, SelectionNotice } from '@/app/parts/lazy-location';
import { TruckIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** The header's service-and-address button: shows the choice, opens the service picker. */
export default function ServiceButton() {
  const { t } = useLingui();
  const selection = SelectionActor.useActorRef();
  const mode = SelectionActor.useSelector(deliveryMode);
  const shop = SelectionActor.useSelector(selectedShop);
  const postalCode = SelectionActor.useSelector(selectedPostalCode);
  const open = SelectionActor.useSelector((s) => s.matches('open'));
  const message = SelectionActor.useSelector(notice);
  // The shop kept from before a reload is being checked: the choice waits for the answer.
  const verifying = SelectionActor.useSelector(isVerifying);
  const service = { easy: t`Delivery`, express: t`Express`, takeAway: t`Pick-up` }[mode];
  const where = mode === 'takeAway' ? shop?.title : postalCode;
  const label = where ? `${service} · ${where}` : t`Delivery or pickup?`;
  return (
    <>
      <Button
        className={styles.pill}
        aria-label={t`Service and address: ${label}. Change`}
        isDisabled={verifying}
        onPress={() => selection.send({ type: 'picker.open' })}
      >
        <TruckIcon />
        <span>{where ? label : <Trans>Delivery or pickup?</Trans>}</span>
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

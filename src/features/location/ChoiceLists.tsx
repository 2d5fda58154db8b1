import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  draftMode,
  isBusy,
  reachedAddressLimit,
  selectedAddress,
  userAddresses,
} from '@machines/service-selection/service-selection.selectors';
import { useStreetPattern } from '@/app/hooks/use-street-pattern';
import { useJourney, useJourneyRef } from '@/app/visit';
import type { Locale } from '@/i18n/locales';
import { addressCardLines } from '@/lib/address-display';
import { addressTypeLabel } from '@/lib/address-labels';
import { Button } from '@/ui/Button';
import { FloorAndDoorbell } from '@/ui/FloorAndDoorbell';
import { ChoiceRow } from './ChoiceRow';
import styles from './Location.module.css';
import { ShopSearch } from './ShopSearch';

/**
 * A logged-in user's saved addresses, ending with the "add new address" card (or, when they fill
 * the shop's limit, a word on how to make room); with none yet, the add button is the way on. A
 * new address is chosen as soon as it is saved.
 */
export function AddressList() {
  const { i18n } = useLingui();
  const selection = useJourneyRef('selection');
  const addresses = useJourney('selection', userAddresses) ?? [];
  const current = useJourney('selection', selectedAddress);
  const busy = useJourney('selection', isBusy);
  const limit = useJourney('selection', reachedAddressLimit);
  const pattern = useStreetPattern();
  const add = () => selection.send({ type: 'address.add' });
  if (!addresses.length) {
    return (
      <div className={styles.form}>
        <p>
          <Trans>You have no saved addresses yet.</Trans>
        </p>
        <Button isDisabled={busy} onPress={add}>
          <Trans>Add new address</Trans>
        </Button>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {addresses.map((address) => {
        const lines = addressCardLines(address, pattern);
        return (
          <ChoiceRow
            key={address._id}
            name={addressTypeLabel(i18n, address.type)}
            lines={[
              [lines.title, lines.subtitle].filter(Boolean).join(', '),
              (lines.floor || lines.doorbell) && (
                <FloorAndDoorbell floor={lines.floor} doorbell={lines.doorbell} />
              ),
            ]}
            isCurrent={address._id === current?._id}
            isDisabled={busy}
            onPress={() => selection.send({ type: 'address.choose', address })}
          />
        );
      })}
      <li>
        {limit === null ? (
          <Button variant="secondary" className={styles.addChoice} isDisabled={busy} onPress={add}>
            <Trans>Add new address</Trans>
          </Button>
        ) : (
          <p className={styles.limitNote}>
            <Plural
              value={limit}
              one="You have saved # address, the most allowed. To add another, delete it in My addresses."
              other="You have saved # addresses, the most allowed. To add another, delete one in My addresses."
            />
          </p>
        )}
      </li>
    </ul>
  );
}

/** Take-away: every shop offering the service, searchable, nearest first once located. */
export function ShopList() {
  const { i18n } = useLingui();
  const mode = useJourney('selection', draftMode);
  return <ShopSearch service={mode} locale={i18n.locale as Locale} />;
}

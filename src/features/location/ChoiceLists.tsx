import { Trans, useLingui } from '@lingui/react/macro';
import {
  draftMode,
  isBusy,
  userAddresses,
} from '@machines/service-selection/service-selection.selectors';
import { useQuery } from '@tanstack/react-query';
import { shopsQuery } from '@/app/queries/shops';
import { useJourney, useJourneyRef } from '@/app/shop';
import type { Locale } from '@/i18n/locales';
import { formatAddressLine, formatStreetLine } from '@/lib/address-format';
import { Button } from '@/ui/Button';
import styles from './Location.module.css';

/**
 * A logged-in user's saved addresses, ending with the "add new address" card; with none yet, the
 * add button is the way on. A new address is chosen as soon as it is saved.
 */
export function AddressList() {
  const selection = useJourneyRef('selection');
  const addresses = useJourney('selection', userAddresses) ?? [];
  const busy = useJourney('selection', isBusy);
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
      {addresses.map((address) => (
        <li key={address._id}>
          <Button
            variant="secondary"
            className={styles.choice}
            isDisabled={busy}
            onPress={() => selection.send({ type: 'address.choose', address })}
          >
            {formatAddressLine(address, 'STREET_FIRST')}
          </Button>
        </li>
      ))}
      <li>
        <Button variant="ghost" isDisabled={busy} onPress={add}>
          <Trans>Add new address</Trans>
        </Button>
      </li>
    </ul>
  );
}

/** Take-away: every shop offering the service. */
export function ShopList() {
  const { i18n } = useLingui();
  const selection = useJourneyRef('selection');
  const mode = useJourney('selection', draftMode);
  const shops = useQuery(shopsQuery(mode, i18n.locale as Locale));
  if (shops.isPending) {
    return (
      <p role="status">
        <Trans>Loading the shops…</Trans>
      </p>
    );
  }
  if (shops.isError) {
    return (
      <div className={styles.form}>
        <p role="alert">
          <Trans>We could not load the shops.</Trans>
        </p>
        <Button onPress={() => void shops.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {shops.data.map((shop) => (
        <li key={shop._id}>
          <Button
            variant="secondary"
            className={styles.choice}
            onPress={() => selection.send({ type: 'shop.choose', shop })}
          >
            {shop.title} · {formatStreetLine(shop.address, 'STREET_FIRST')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

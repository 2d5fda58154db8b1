import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  addresses as addressesOf,
  hasActionFailed,
  hasLoadFailed,
  isBusy,
  isConfirmingDelete,
  isLoading,
  isSheetOpen,
  reachedLimit,
  showsAddButton,
  showsAddCard,
} from '@machines/saved-addresses/saved-addresses.selectors';
import { Suspense } from 'react';
import type { Address } from '@/api/contract/addresses';
import { SavedAddressesActor } from '@/app/actors/page/saved-addresses';
import { EmptyState } from '@/app/parts/EmptyState';
import { addressCardLines } from '@/lib/address-display';
import type { StreetPattern } from '@/lib/address-format';
import { addressTypeLabel } from '@/lib/address-labels';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/Button';
import { FloorAndDoorbell } from '@/ui/FloorAndDoorbell';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Addresses.module.css';

const AddressSheet = lazyPart(() => import('./AddressSheet'));
const DeleteAddressDialog = lazyPart(() => import('./DeleteAddressDialog'));

/** Shown without a token cookie: the list needs a logged-in customer. */
export function LoggedOutAddresses() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageTitle title={t`My addresses`} />
      <h1>
        <Trans>My addresses</Trans>
      </h1>
      <p>
        <Trans>Log in to see your addresses.</Trans>
      </p>
      <Link href="/login" variant="button">
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}

function AddressCard({ address, pattern }: { address: Address; pattern: StreetPattern }) {
  const { i18n, t } = useLingui();
  const actor = SavedAddressesActor.useActorRef();
  const busy = SavedAddressesActor.useSelector(isBusy);
  const lines = addressCardLines(address, pattern);
  return (
    <li className={styles.card} aria-label={lines.title}>
      <span className={styles.type}>{addressTypeLabel(i18n, address.type)}</span>
      <h2>{lines.title}</h2>
      <p className={styles.line}>{lines.subtitle}</p>
      {(lines.floor || lines.doorbell) && (
        <p className={styles.line}>
          <FloorAndDoorbell floor={lines.floor} doorbell={lines.doorbell} />
        </p>
      )}
      {lines.phone && <p className={styles.line}>{lines.phone}</p>}
      {address.isMainAddress && (
        <p className={styles.main}>
          <Trans>Main address</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={busy}
          aria-label={t`Edit ${lines.title}`}
          onPress={() => actor.send({ type: 'address.edit', id: address._id })}
        >
          <Trans>Edit</Trans>
        </Button>
        {!address.isMainAddress && (
          <Button
            size="sm"
            variant="secondary"
            isDisabled={busy}
            aria-label={t`Make ${lines.title} the main address`}
            onPress={() => actor.send({ type: 'address.setMain', id: address._id })}
          >
            <Trans>Make main</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          isDisabled={busy}
          aria-label={t`Delete ${lines.title}`}
          onPress={() => actor.send({ type: 'address.delete', id: address._id })}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

/** The logged-in customer's saved addresses, the add/edit sheet and the delete confirmation. */
export function AddressesPage({ pattern }: { pattern: StreetPattern }) {
  const { t } = useLingui();
  const actor = SavedAddressesActor.useActorRef();
  const list = SavedAddressesActor.useSelector(addressesOf);
  const loading = SavedAddressesActor.useSelector(isLoading);
  const loadFailed = SavedAddressesActor.useSelector(hasLoadFailed);
  const addCard = SavedAddressesActor.useSelector(showsAddCard);
  const addButton = SavedAddressesActor.useSelector(showsAddButton);
  const limit = SavedAddressesActor.useSelector(reachedLimit);
  const actionFailed = SavedAddressesActor.useSelector(hasActionFailed);
  const sheetOpen = SavedAddressesActor.useSelector(isSheetOpen);
  const confirming = SavedAddressesActor.useSelector(isConfirmingDelete);
  const add = () => actor.send({ type: 'address.add' });
  return (
    <div className="page">
      <PageTitle title={t`My addresses`} />
      <h1>
        <Trans>My addresses</Trans>
      </h1>
      {loading && (
        <p aria-live="polite">
          <Trans>Loading your addresses…</Trans>
        </p>
      )}
      {loadFailed && (
        <div role="alert">
          <p>
            <Trans>We could not load your addresses.</Trans>
          </p>
          <Button onPress={() => actor.send({ type: 'list.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {actionFailed && (
        <p role="alert" className={styles.error}>
          <Trans>Something went wrong. Please try again later.</Trans>
        </p>
      )}
      {!loading && !loadFailed && list.length === 0 && (
        <EmptyState kind="address" title={t`You have no saved addresses yet.`} />
      )}
      {addButton && !loading && !loadFailed && (
        <Button onPress={add}>
          <Trans>Add new address</Trans>
        </Button>
      )}
      {list.length > 0 && (
        <ul className={styles.list} aria-label={t`Saved addresses`}>
          {list.map((address) => (
            <AddressCard key={address._id} address={address} pattern={pattern} />
          ))}
          {addCard && (
            <li className={styles.addCard}>
              <Button variant="secondary" onPress={add}>
                <Trans>Add new address</Trans>
              </Button>
            </li>
          )}
        </ul>
      )}
      {limit !== null && !loading && !loadFailed && (
        <p className={styles.note}>
          <Plural
            value={limit}
            one="You have saved # address, the most allowed. Delete it to add another."
            other="You have saved # addresses, the most allowed. Delete one to add another."
          />
        </p>
      )}
      <Suspense fallback={null}>
        {sheetOpen && <AddressSheet actor={actor} />}
        {confirming && <DeleteAddressDialog pattern={pattern} />}
      </Suspense>
    </div>
  );
}

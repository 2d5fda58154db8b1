import { Trans, useLingui } from '@lingui/react/macro';
import {
  hasFailed,
  isLoading,
  searchQuery,
  visibleStores,
} from '@machines/store-finder/store-finder.selectors';
import type { Store } from '@/api/contract/shops';
import { StoreFinderActor } from '@/app/actors/page/store-finder';
import { useStreetPattern } from '@/app/hooks/use-street-pattern';
import { formatAddressLine } from '@/lib/address-format';
import { formatDistance } from '@/lib/distance';
import { Button } from '@/ui/Button';
import { PageMeta } from '@/ui/PageMeta';
import styles from './Location.module.css';
import { StoreSearchField } from './StoreSearchField';

/** /corporate/stores: search the stores; nearest first when the browser shares its location. */
export function StoreFinder() {
  const { t } = useLingui();
  const finder = StoreFinderActor.useActorRef();
  const query = StoreFinderActor.useSelector(searchQuery);
  const stores = StoreFinderActor.useSelector(visibleStores);
  const loading = StoreFinderActor.useSelector(isLoading);
  const failed = StoreFinderActor.useSelector(hasFailed);
  return (
    <div className="page">
      <PageMeta
        title={t`Find our stores`}
        description={t`Agora Market shops in Athens: addresses, working hours and distance from you.`}
        path="/corporate/stores"
      />
      <h1>
        <Trans>Find our stores</Trans>
      </h1>
      <StoreSearchField
        query={query}
        onChange={(value) => finder.send({ type: 'search.change', query: value })}
      />
      {loading && (
        <p role="status">
          <Trans>Loading the stores…</Trans>
        </p>
      )}
      {failed && (
        <div role="alert">
          <p>
            <Trans>We could not load the stores.</Trans>
          </p>
          <Button onPress={() => finder.send({ type: 'stores.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!loading && !failed && stores.length === 0 && (
        <p>
          <Trans>No store matches your search.</Trans>
        </p>
      )}
      <ul className={styles.list} aria-label={t`Stores`}>
        {stores.map((store) => (
          <StoreCard key={store._id} store={store} />
        ))}
      </ul>
    </div>
  );
}

function StoreCard({ store }: { store: Store }) {
  const { i18n } = useLingui();
  const distance = store.address.distance;
  const pattern = useStreetPattern();
  const weekday = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'el-GR', {
    weekday: 'long',
  });
  // 2024-01-01 was a Monday: ISO weekday n is January n.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2024, 0, day, 12)));
  return (
    <li className={styles.service}>
      <article>
        <h2 className={styles.title}>
          {store.name}
          {distance ? ` (${formatDistance(distance, i18n.locale)})` : ''}
        </h2>
        <p>{formatAddressLine(store.address, pattern)}</p>
        <dl className={styles.muted}>
          {[1, 2, 3, 4, 5, 6, 7].map((day) => {
            const hours = store.workingHours.find((h) => h.day === day);
            return (
              <div key={day}>
                <dt style={{ display: 'inline' }}>{dayName(day)}: </dt>
                <dd style={{ display: 'inline', margin: 0 }}>
                  {hours ? `${hours.opensAt}–${hours.closesAt}` : <Trans>Closed</Trans>}
                </dd>
              </div>
            );
          })}
        </dl>
      </article>
    </li>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { selectedTakeAwayShop } from '@machines/service-selection/service-selection.selectors';
import {
  hasFailed,
  isLoading,
  searchQuery,
  visibleStores,
} from '@machines/store-finder/store-finder.selectors';
import type { DeliveryMode } from '@/api/contract/common';
import { ShopFinderActor, ShopFinderProvider } from '@/app/actors/page/store-finder';
import { useStreetPattern } from '@/app/hooks/use-street-pattern';
import { useJourney, useJourneyRef } from '@/app/visit';
import type { Locale } from '@/i18n/locales';
import { formatAddressLine } from '@/lib/address-format';
import { formatDistance } from '@/lib/distance';
import { Button } from '@/ui/Button';
import { ChoiceRow } from './ChoiceRow';
import styles from './Location.module.css';
import { StoreSearchField } from './StoreSearchField';

/**
 * The take-away list: the store finder's search (name, accent-free name, region, city, street)
 * and, once the browser shares its location, each shop's distance, nearest first.
 */
export function ShopSearch({ service, locale }: { service: DeliveryMode; locale: Locale }) {
  return (
    <ShopFinderProvider service={service} locale={locale}>
      <ShopSearchList />
    </ShopFinderProvider>
  );
}

function ShopSearchList() {
  const { i18n } = useLingui();
  const selection = useJourneyRef('selection');
  const current = useJourney('selection', selectedTakeAwayShop);
  const finder = ShopFinderActor.useActorRef();
  const query = ShopFinderActor.useSelector(searchQuery);
  const shops = ShopFinderActor.useSelector(visibleStores);
  const loading = ShopFinderActor.useSelector(isLoading);
  const failed = ShopFinderActor.useSelector(hasFailed);
  const pattern = useStreetPattern();
  if (loading) {
    return (
      <p role="status">
        <Trans>Loading the shops…</Trans>
      </p>
    );
  }
  if (failed) {
    return (
      <div className={styles.form}>
        <p role="alert">
          <Trans>We could not load the shops.</Trans>
        </p>
        <Button onPress={() => finder.send({ type: 'stores.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      <StoreSearchField
        query={query}
        onChange={(value) => finder.send({ type: 'search.change', query: value })}
      />
      {shops.length === 0 && (
        <p role="status">
          <Trans>No store matches your search.</Trans>
        </p>
      )}
      <ul className={styles.list}>
        {shops.map((shop) => {
          const { distance } = shop.address;
          return (
            <ChoiceRow
              key={shop._id}
              name={
                distance ? `${shop.title} (${formatDistance(distance, i18n.locale)})` : shop.title
              }
              lines={[
                formatAddressLine(
                  { ...shop.address, postalCode: shop.address.postalCode ?? shop.postalCode },
                  pattern,
                ),
              ]}
              isCurrent={shop._id === current?._id}
              onPress={() => {
                const { distance: _km, ...address } = shop.address;
                selection.send({ type: 'shop.choose', shop: { ...shop, address } });
              }}
            />
          );
        })}
      </ul>
    </>
  );
}

import { shopFinderMachine, storeFinderMachine } from '@machines/store-finder/store-finder.machine';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Locale } from '@/i18n/locales';
import { shopsQuery } from '../../queries/shops';
import { loadStores, locateShopper } from '../visit/selection-effects';
import { pageJourney } from './page-journey';

const logLocationError = (_: unknown, { error }: { error: unknown }) => {
  console.warn('Store finder: no location', error);
};

/** The store finder of /corporate/stores (page-scoped: started with the page). */
export const { Actor: StoreFinderActor, Provider: StoreFinderProvider } = pageJourney(
  storeFinderMachine,
).hosted({
  useEffects: () => () => ({
    actors: {
      loadStores: fromPromise(() => loadStores()),
      locateShopper: fromPromise(() => locateShopper()),
    },
    actions: { logLocationError },
  }),
});

/**
 * The take-away shops of the address-or-store sheet: the store finder's search, location and
 * order over the shops offering the service (started with the list, the shops from the query
 * cache when they are there).
 */
export const { Actor: ShopFinderActor, Provider: ShopFinderProvider } = pageJourney(
  shopFinderMachine,
).hosted({
  useEffects: ({ service, locale }: { service: DeliveryMode; locale: Locale }) => {
    const queryClient = useQueryClient();
    return () => ({
      actors: {
        loadStores: fromPromise(() => queryClient.fetchQuery(shopsQuery(service, locale))),
        locateShopper: fromPromise(() => locateShopper()),
      },
      actions: { logLocationError },
    });
  },
});

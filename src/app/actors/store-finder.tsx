import { shopFinderMachine, storeFinderMachine } from '@machines/store-finder/store-finder.machine';
import { useQueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Locale } from '@/i18n/locales';
import { useOnce } from '@/lib/use-once';
import { appInspector } from '../inspect';
import { shopsQuery } from '../queries/shops';
import { loadStores, locateShopper } from './selection-effects';

/** The store finder of /corporate/stores (page-scoped: started with the page). */
export const StoreFinderActor = createActorContext(storeFinderMachine);

const logLocationError = (_: unknown, { error }: { error: unknown }) => {
  console.warn('Store finder: no location', error);
};

export function StoreFinderProvider({ children }: { children: ReactNode }) {
  const logic = useOnce(() =>
    storeFinderMachine.provide({
      actors: {
        loadStores: fromPromise(() => loadStores()),
        locateShopper: fromPromise(() => locateShopper()),
      },
      actions: { logLocationError },
    }),
  );
  return (
    <StoreFinderActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </StoreFinderActor.Provider>
  );
}

/**
 * The take-away shops of the address-or-store sheet: the store finder's search, location and
 * order over the shops offering the service (started with the list, the shops from the query
 * cache when they are there).
 */
export const ShopFinderActor = createActorContext(shopFinderMachine);

export function ShopFinderProvider({
  service,
  locale,
  children,
}: {
  service: DeliveryMode;
  locale: Locale;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const logic = useOnce(() =>
    shopFinderMachine.provide({
      actors: {
        loadStores: fromPromise(() => queryClient.fetchQuery(shopsQuery(service, locale))),
        locateShopper: fromPromise(() => locateShopper()),
      },
      actions: { logLocationError },
    }),
  );
  return (
    <ShopFinderActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </ShopFinderActor.Provider>
  );
}

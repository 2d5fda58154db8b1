import { storeFinderMachine } from '@machines/store-finder/store-finder.machine';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { appInspector } from '../inspect';
import { loadStores, locateShopper } from './selection-effects';

/** The store finder of /corporate/stores (page-scoped: started with the page). */
export const StoreFinderActor = createActorContext(storeFinderMachine);

export function StoreFinderProvider({ children }: { children: ReactNode }) {
  const logic = useOnce(() =>
    storeFinderMachine.provide({
      actors: {
        loadStores: fromPromise(() => loadStores()),
        locateShopper: fromPromise(() => locateShopper()),
      },
      actions: {
        logLocationError: (_, { error }) => {
          console.warn('Store finder: no location', error);
        },
      },
    }),
  );
  return (
    <StoreFinderActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </StoreFinderActor.Provider>
  );
}

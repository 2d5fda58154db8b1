// @vitest-environment jsdom
import { storeFinderMachine } from '@machines/store-finder/store-finder.machine';
import { hasFailed, isLoading } from '@machines/store-finder/store-finder.selectors';
import { act, render } from '@testing-library/react';
import { createActorContext } from '@xstate/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Store } from '@/api/contract/shops';
import type { Coordinates } from '@/lib/distance';

/**
 * The store finder under React StrictMode (the dev server): the provider's actor is started,
 * stopped and started again on mount. The stores must still arrive, whether the platform answers
 * before the restart (at once) or after it (later), and the location must settle too.
 */
const Finder = createActorContext(storeFinderMachine);

function Status() {
  const loading = Finder.useSelector(isLoading);
  const failed = Finder.useSelector(hasFailed);
  const count = Finder.useSelector((s) => s.context.stores.length);
  const located = Finder.useSelector((s) => !s.matches({ location: 'locating' }));
  return <p>{loading ? 'loading' : failed ? 'failed' : `${count} stores, located ${located}`}</p>;
}

const store: Store = {
  _id: 'shop-kolonaki',
  name: 'Agora Kolonaki',
  address: {
    latitude: 37.978,
    longitude: 23.7435,
    region: 'Attica',
    city: 'Athens',
    street: 'Patriarchou Ioakeim',
    streetNo: '18',
    postalCode: '10675',
  },
  workingHours: [],
};

describe('store finder under StrictMode', () => {
  for (const answer of ['at once', 'later'] as const) {
    it(`leaves "Loading the stores…" when the platform answers ${answer}`, async () => {
      const settle = () =>
        answer === 'later' ? new Promise((r) => setTimeout(r, 30)) : Promise.resolve();
      const logic = storeFinderMachine.provide({
        actors: {
          loadStores: fromPromise<Store[]>(async () => {
            await settle();
            return [store];
          }),
          locateShopper: fromPromise<Coordinates>(async () => {
            await settle();
            throw new Error('denied');
          }),
        },
        actions: { logLocationError: () => {} },
      });
      const { container } = render(
        <StrictMode>
          <Finder.Provider logic={logic}>
            <Status />
          </Finder.Provider>
        </StrictMode>,
      );
      await act(() => new Promise((r) => setTimeout(r, 100)));
      expect(container.textContent).toBe('1 stores, located true');
    });
  }
});

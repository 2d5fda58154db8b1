import { storeFinderMachine } from '@machines/store-finder/store-finder.machine';
import { storeFinderModel } from '@machines/store-finder/store-finder.model';
import { visibleStores } from '@machines/store-finder/store-finder.selectors';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'store finder',
  machine: storeFinderMachine,
  model: storeFinderModel,
  bounds: [5, 30],
  fake: () => {
    const effects = { logged: [] as unknown[] };
    return {
      effects,
      machine: storeFinderMachine.provide({
        actors: { loadStores: pending(), locateShopper: pending() },
        actions: { logLocationError: (_, { error }) => void effects.logged.push(error) },
      }),
    };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const stores = visibleStores(s);
    if (s.matches({ stores: 'loading' })) expect(s.hasTag('busy')).toBe(true);
    else if (s.matches({ stores: 'ready' })) expect(s.context.stores.length).toBeGreaterThan(0);
    else if (s.matches({ stores: 'failed' })) expect(stores).toEqual([]);
    else throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    if (s.matches({ location: 'located' })) {
      expect(s.context.location).not.toBeNull();
      for (const store of stores) expect(store.address.distance).toEqual(expect.any(Number));
    } else {
      expect(s.context.location).toBeNull();
      for (const store of stores) expect(store.address.distance).toBeUndefined();
    }
    if (s.matches({ location: 'unknown' })) expect(effects.logged).toHaveLength(1);
    else expect(effects.logged).toHaveLength(0);
  },
});

import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { storeFinderMachine } from './store-finder.machine';

export const sampleStore = {
  _id: 'shop-kolonaki',
  name: 'Agora Κολωνάκι',
  address: {
    latitude: 37.978,
    longitude: 23.7435,
    region: 'Αττική',
    city: 'Αθήνα',
    street: 'Πατριάρχου Ιωακείμ',
    streetNo: '18',
    postalCode: '10675',
  },
  workingHours: [{ day: 1, opensAt: '08:00', closesAt: '21:00' }],
};

/** Syntagma square. */
export const syntagma = { latitude: 37.9755, longitude: 23.7348 };

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const storeFinderModel: JourneyModel<typeof storeFinderMachine> = {
  inputs: [{ name: 'page opened', input: undefined as never }],
  eventVariants: ev({
    'search.change': [{ type: 'search.change', query: 'κολωνακι' }],
    'xstate.done.actor.loadStores': [
      { type: 'xstate.done.actor.loadStores', output: [sampleStore] },
    ],
    'xstate.done.actor.locateShopper': [
      { type: 'xstate.done.actor.locateShopper', output: syntagma },
    ],
  }),
  describeEvent: (event: EventObject) =>
    ({
      'search.change': 'search "κολωνακι"',
      'stores.retry': 'retry',
      'xstate.done.actor.loadStores': 'stores arrive',
      'xstate.error.actor.loadStores': 'stores fail',
      'xstate.done.actor.locateShopper': 'location granted',
      'xstate.error.actor.locateShopper': 'location refused',
    })[event.type] ?? event.type,
};

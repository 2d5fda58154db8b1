import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { postalCheckMachine } from './postal-check.machine';

/** A shop as the platform sends it (the path tests only count them). */
export const sampleShop = {
  _id: 'shop-kolonaki',
  name: 'kolonaki',
  title: 'Agora Kolonaki',
  address: { latitude: 37.978, longitude: 23.7435, region: 'Attica', city: 'Athens', street: 'X' },
  collectionTypes: ['DELIVERY'],
  collections: [{ collectionType: 'DELIVERY' }],
  postalCode: '10675',
};

/** Postal codes: served (11527), not served (19009), invalid (abc), empty. */
export const postalCodeVariants = ['11527', '19009', 'abc', ''];

const labels: Record<string, string> = {
  'postalCode.submit': 'submit',
  'postalCode.retry': 'retry',
  'postalCode.confirm': 'confirm',
  'xstate.done.actor.findShops': 'platform answers',
  'xstate.error.actor.findShops': 'network fails',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const postalCheckModel: JourneyModel<typeof postalCheckMachine> = {
  inputs: [{ name: 'empty input', input: { service: 'easy' } }],
  eventVariants: ev({
    // Payload variants (typed loosely: the generator only needs EventObjects).
    'postalCode.change': postalCodeVariants.map((value) => ({ type: 'postalCode.change', value })),
    'xstate.done.actor.findShops': [
      { type: 'xstate.done.actor.findShops', output: [sampleShop] },
      { type: 'xstate.done.actor.findShops', output: [] },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { value?: string; output?: unknown[] };
    if (e.type === 'postalCode.change') return `type "${e.value}"`;
    if (e.output) return `platform answers ${e.output.length ? 'shops' : 'no shops'}`;
    return labels[e.type] ?? e.type;
  },
};

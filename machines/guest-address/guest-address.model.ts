import type { EventObject } from 'xstate';
import { sampleShop } from '../postal-check/postal-check.model';
import type { JourneyModel } from '../testing/journey-paths';
import type { guestAddressMachine } from './guest-address.machine';
import type { GuestAddressValues } from './guest-address.types';

/** A complete, valid guest address (served postal code). */
export const validGuestAddress: GuestAddressValues = {
  street: 'Ermou',
  streetNo: '12',
  postalCode: '11527',
  city: 'Αθήνα',
  contactPhone: '6912345678',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const guestAddressModel: JourneyModel<typeof guestAddressMachine> = {
  // Its e2e spec is written for one generated path per test; chained tours fail there.
  uiTourSteps: 0,
  inputs: [
    { name: 'empty form', input: { service: 'easy' } },
    { name: 'prefilled', input: { service: 'easy', initial: validGuestAddress } },
  ],
  eventVariants: ev({
    // Payload variants (typed loosely: the generator only needs EventObjects).
    'field.change': [
      { type: 'field.change', field: 'street', value: 'Ermou' },
      { type: 'field.change', field: 'postalCode', value: '19009' },
    ],
    'xstate.done.actor.findShops': [
      { type: 'xstate.done.actor.findShops', output: [sampleShop] },
      { type: 'xstate.done.actor.findShops', output: [] },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { field?: string; value?: string; output?: unknown[] };
    if (e.type === 'field.change') return `type ${e.field} "${e.value}"`;
    if (e.output) return `platform answers ${e.output.length ? 'shops' : 'no shops'}`;
    if (e.type === 'xstate.error.actor.findShops') return 'network fails';
    return { 'address.submit': 'submit', 'address.retry': 'new address' }[e.type] ?? e.type;
  },
};

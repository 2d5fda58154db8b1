import type { EventObject } from 'xstate';
import { sampleShop } from '../postal-check/postal-check.model';
import type { JourneyModel, JourneyPath } from '../testing/journey-paths';
import type { guestAddressMachine } from './guest-address.machine';
import type { GuestAddressInput, GuestAddressValues } from './guest-address.types';

/** A complete, valid guest address (served postal code). */
export const validGuestAddress: GuestAddressValues = {
  street: 'Ermou',
  streetNo: '12',
  postalCode: '11527',
  city: 'Αθήνα',
  contactPhone: '6912345678',
};

/** A postal code no shop delivers to, on the demo platform too. */
export const UNSERVED_POSTAL_CODE = '19009';

/** Whether a step is the platform's answer to the shop search: 'shops', 'none' or undefined. */
const shopsAnswerOf = (event: EventObject): 'shops' | 'none' | undefined => {
  if (event.type !== 'xstate.done.actor.findShops') return undefined;
  return (event as EventObject & { output?: unknown[] }).output?.length ? 'shops' : 'none';
};

/**
 * The postal code the browser starts a UI path with: the platform decides the answer from it,
 * so a prefilled path whose first answer is "no shops" starts on the unserved code.
 */
export function uiStartPostalCode(path: JourneyPath): string {
  const { initial } = path.input as GuestAddressInput;
  const first = path.steps.map((s) => shopsAnswerOf(s.event)).find(Boolean);
  return initial && first === 'none' ? UNSERVED_POSTAL_CODE : (initial?.postalCode ?? '');
}

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const guestAddressModel: JourneyModel<typeof guestAddressMachine> = {
  // The browser cannot choose the platform's answer: the demo platform finds shops from the
  // postal code the form has when it is submitted. A tour is walkable while every answer fits
  // that code (e.g. "no shops" then "shops" needs another postal code typed in between).
  uiWalkable: (path) => {
    let postalCode = uiStartPostalCode(path);
    for (const { event } of path.steps) {
      const e = event as EventObject & { field?: string; value?: string };
      if (e.type === 'field.change' && e.field === 'postalCode') postalCode = e.value ?? '';
      const answer = shopsAnswerOf(event);
      if (answer && (answer === 'none') !== (postalCode === UNSERVED_POSTAL_CODE)) return false;
    }
    return true;
  },
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

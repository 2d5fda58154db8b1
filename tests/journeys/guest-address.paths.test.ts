import { guestAddressMachine } from '@machines/guest-address/guest-address.machine';
import { guestAddressModel } from '@machines/guest-address/guest-address.model';
import {
  defaultGuestRules,
  validateGuestAddress,
} from '@machines/guest-address/guest-address.types';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'guest address',
  machine: guestAddressMachine,
  model: guestAddressModel,
  bounds: [5, 20],
  fake: () => ({
    machine: guestAddressMachine.provide({ actors: { findShops: pending() } }),
    effects: {},
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { values, errors, shops } = s.context;
    if (s.matches('editing')) {
      expect(s.hasTag('busy')).toBe(false);
      // Every error shown is one the current input really has.
      const actual = validateGuestAddress(values, defaultGuestRules);
      for (const [field, error] of Object.entries(errors)) {
        expect(actual[field as keyof typeof actual]).toEqual(error);
      }
    } else if (s.matches('submitting')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(validateGuestAddress(values, defaultGuestRules)).toEqual({});
    } else if (s.matches('supported')) {
      expect(s.status).toBe('done');
      expect(s.output?.shops.length).toBeGreaterThan(0);
    } else if (s.matches('unsupported')) {
      expect(shops).toEqual([]);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const s = actor.getSnapshot();
    // What the guest typed survives a failed or unsupported submit.
    if (event.type === 'xstate.error.actor.findShops') {
      expect(s.context.failed).toBe(true);
      expect(s.context.values.street).not.toBe('');
    }
    if (event.type === 'address.retry') expect(s.context.values.postalCode).not.toBe('');
  },
});

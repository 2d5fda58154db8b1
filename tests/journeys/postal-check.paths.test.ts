import { postalCheckMachine } from '@machines/postal-check/postal-check.machine';
import { postalCheckModel } from '@machines/postal-check/postal-check.model';
import { expect } from 'vitest';
import { validatePostalCode } from '@/lib/field-rules';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'postal check',
  machine: postalCheckMachine,
  model: postalCheckModel,
  bounds: [5, 20],
  fake: () => ({
    machine: postalCheckMachine.provide({ actors: { findShops: pending() } }),
    effects: {},
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { postalCode, error, shops } = s.context;
    if (s.matches('unknown')) {
      expect(s.hasTag('busy')).toBe(false);
      // An error shows only for an input that fails validation, and it is that failure.
      if (error) expect(validatePostalCode(postalCode)).toEqual(error);
    } else if (s.matches('checking')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(error).toBeNull();
      expect(postalCode.replace(/\s/g, '')).toMatch(/^\d{5}$/);
    } else if (s.matches('success') || s.matches('confirmed')) {
      expect(shops.length).toBeGreaterThan(0);
    } else if (s.matches('error')) {
      expect(shops).toEqual([]);
    } else if (s.matches('networkError')) {
      expect(s.hasTag('busy')).toBe(false);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
    if (s.matches('confirmed')) {
      expect(s.status).toBe('done');
      expect(s.output?.postalCode).toBe(postalCode.replace(/\s/g, ''));
    }
  },
  afterStep: (actor, event) => {
    if (event.type === 'postalCode.change') expect(actor.getSnapshot().context.error).toBeNull();
  },
});

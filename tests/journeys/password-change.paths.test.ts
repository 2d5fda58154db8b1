import { passwordChangeMachine } from '@machines/password-change/password-change.machine';
import {
  demoPassword,
  newPassword,
  passwordChangeModel,
} from '@machines/password-change/password-change.model';
import { validatePasswordChange } from '@machines/password-change/password-change.types';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'password change',
  machine: passwordChangeMachine,
  model: passwordChangeModel,
  bounds: [4, 20],
  fake: () => ({
    effects: {},
    machine: passwordChangeMachine.provide({ actors: { changePassword: pending() } }),
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { current, next, errors, failure } = s.context;
    if (s.matches('editing')) {
      expect(s.hasTag('busy')).toBe(false);
      // Every error shown at a field is one it has, or the platform's word on the current one.
      const actual = validatePasswordChange({ current, next });
      for (const [field, error] of Object.entries(errors)) {
        if (error !== 'wrongPassword') expect(actual[field as 'current' | 'next']).toBe(error);
      }
    } else if (s.matches('saving')) {
      // Only a change that passes the form's rules is sent.
      expect(s.hasTag('busy')).toBe(true);
      expect(validatePasswordChange({ current, next })).toEqual({});
      expect(errors).toEqual({});
      expect(failure).toBeNull();
    } else if (s.matches('changed')) {
      // Nothing of either password stays in memory once changed.
      expect(s.status).toBe('done');
      expect({ current, next }).toEqual({ current: '', next: '' });
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const { current, next, errors, failure } = actor.getSnapshot().context;
    if (event.type === 'xstate.error.actor.changePassword') {
      // What was typed stays; the refusal is said where it belongs.
      expect({ current, next }).toEqual({ current: demoPassword, next: newPassword });
      const refused = (event as { error?: { code?: string } }).error?.code === 'WRONG_PASSWORD';
      expect(errors).toEqual(refused ? { current: 'wrongPassword' } : {});
      expect(failure).toEqual(refused ? null : { network: true, message: null });
    }
    if (event.type === 'field.change') {
      // Typing in a field clears its own error (a refused current password too), nothing else's.
      const { field } = event as unknown as { field: 'current' | 'next' };
      expect(errors[field]).toBeUndefined();
    }
    if (event.type === 'password.submit' && actor.getSnapshot().matches('editing')) {
      expect(Object.keys(errors).length).toBeGreaterThan(0);
    }
  },
});

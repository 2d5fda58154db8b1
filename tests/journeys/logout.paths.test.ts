import { type LogoutEffect, logoutEffects, logoutMachine } from '@machines/logout/logout.machine';
import { logoutModel } from '@machines/logout/logout.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

type Effects = LogoutEffect[];

describeJourneyPaths<typeof logoutMachine, Effects>({
  name: 'logout',
  machine: logoutMachine,
  model: logoutModel,
  bounds: [2, 6],
  fake: () => {
    const effects: Effects = [];
    const record = (name: LogoutEffect) => () => {
      effects.push(name);
    };
    const machine = logoutMachine.provide({
      actors: { revokeToken: pending() },
      actions: Object.fromEntries(logoutEffects.map((name) => [name, record(name)])),
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    if (s.matches('idle')) {
      expect(s.hasTag('modal')).toBe(false);
      expect(effects).toEqual([]);
    } else if (s.matches('confirming')) {
      expect(s.hasTag('modal')).toBe(true);
      expect(s.hasTag('busy')).toBe(false);
      expect(effects).toEqual([]);
    } else if (s.matches('signingOut')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(effects).toEqual([]);
    } else if (s.matches('signedOut')) {
      // Every item is cleared exactly once, and the shopper goes home last.
      expect(effects).toEqual([...logoutEffects]);
      expect(effects.at(-1)).toBe('goHome');
      expect(s.status).toBe('done');
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
});

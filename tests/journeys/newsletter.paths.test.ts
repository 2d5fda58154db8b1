import { newsletterMachine } from '@machines/newsletter/newsletter.machine';
import { newsletterModel } from '@machines/newsletter/newsletter.model';
import { expect } from 'vitest';
import { isEmail } from '@/lib/email';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'newsletter',
  machine: newsletterMachine,
  model: newsletterModel,
  bounds: [3, 15],
  fake: () => {
    const effects = { redirects: 0, widgetEvents: [] as unknown[] };
    const machine = newsletterMachine.provide({
      actors: { subscribe: pending() },
      actions: {
        redirectHome: () => {
          effects.redirects += 1;
        },
        updateContactWidget: (_, { event }) => {
          effects.widgetEvents.push(event);
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { email, error } = s.context;
    if (s.matches('editing')) {
      if (error) expect(isEmail(email)).toBe(false);
      expect(s.hasTag('confirmation')).toBe(false);
    } else if (s.matches('submitting')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(isEmail(email)).toBe(true);
      expect(error).toBeNull();
    } else if (s.matches('subscribed')) {
      expect(s.hasTag('confirmation')).toBe(true);
      expect(effects.widgetEvents.at(-1)).toEqual({
        type: 'newsletter.subscribed',
        email: email.trim(),
      });
    } else if (s.matches('failed')) {
      expect(effects.redirects).toBeGreaterThan(0);
      expect(s.hasTag('confirmation')).toBe(false);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const { context } = actor.getSnapshot();
    if (event.type === 'newsletter.change') expect(context.error).toBeNull();
    if (event.type === 'newsletter.closeConfirmation') expect(context.email).toBe('');
  },
});

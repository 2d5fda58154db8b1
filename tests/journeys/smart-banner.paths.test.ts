import { smartBannerMachine } from '@machines/smart-banner/smart-banner.machine';
import { smartBannerModel } from '@machines/smart-banner/smart-banner.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'smart banner',
  machine: smartBannerMachine,
  model: smartBannerModel,
  bounds: [3, 12],
  fake: () => {
    const effects = { closed: 0, loads: 0 };
    const machine = smartBannerMachine.provide({
      actors: {
        readEnvironment: pending(),
        loadBanner: pending(),
        detectInstalledApp: pending(),
      },
      actions: {
        rememberClosed: () => {
          effects.closed += 1;
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { platform, closedRecently, banner } = s.context;
    if (s.matches('shown')) {
      expect(s.hasTag('visible')).toBe(true);
      expect(platform).not.toBeNull();
      expect(closedRecently).toBe(false);
      expect(banner).not.toBeNull();
      expect(effects.closed).toBe(0);
    } else if (s.matches('loading') || s.matches('detecting')) {
      expect(s.hasTag('visible')).toBe(false);
      expect(platform).not.toBeNull();
      expect(closedRecently).toBe(false);
    } else if (s.matches('checking')) {
      expect(platform).toBeNull();
    } else if (s.matches('hidden')) {
      expect(s.hasTag('visible')).toBe(false);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event, effects) => {
    const s = actor.getSnapshot();
    if (event.type === 'smartBanner.close') {
      expect(effects.closed).toBe(1);
      expect(s.matches('hidden')).toBe(true);
    }
    if (event.type === 'xstate.done.actor.detectInstalledApp') {
      expect(s.context.installed).toBe((event as unknown as { output: boolean }).output);
    }
    if (event.type === 'xstate.error.actor.detectInstalledApp') {
      expect(s.context.installed).toBe(false);
    }
  },
});

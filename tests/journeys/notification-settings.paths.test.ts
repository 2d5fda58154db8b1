import { notificationSettingsMachine } from '@machines/notification-settings/notification-settings.machine';
import {
  notificationSettingsModel,
  sampleSettings,
} from '@machines/notification-settings/notification-settings.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'notification settings',
  machine: notificationSettingsMachine,
  model: notificationSettingsModel,
  bounds: [3, 15],
  fake: () => ({
    effects: {},
    machine: notificationSettingsMachine.provide({
      actors: { loadSettings: pending(), saveSettings: pending() },
    }),
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { settings, saved } = s.context;
    if (s.matches('loading')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('loadFailed')) {
      expect(settings).toBeNull();
    } else if (s.matches('ready')) {
      // At rest the switches show what the platform confirmed.
      expect(settings).toEqual(saved);
    } else if (s.matches('saving')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(settings).not.toEqual(saved);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const { settings, notice } = actor.getSnapshot().context;
    if (event.type === 'setting.change') expect(settings?.orderUpdatesBySms).toBe(true);
    if (event.type === 'xstate.done.actor.saveSettings') {
      expect(settings).toEqual({ ...sampleSettings, orderUpdatesBySms: true });
      expect(notice).toBe('saved');
    }
    if (event.type === 'xstate.error.actor.saveSettings') {
      // The refused change goes back.
      expect(settings).toEqual(sampleSettings);
      expect(notice).toBe('saveFailed');
    }
  },
});

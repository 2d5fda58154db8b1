import type { EventObject } from 'xstate';
import type { NotificationSettings } from '@/api/contract/user';
import type { JourneyModel } from '../testing/journey-paths';
import type { notificationSettingsMachine } from './notification-settings.machine';

/** The demo customer's settings (as the demo platform seeds them). */
export const sampleSettings: NotificationSettings = { newsletter: true, orderUpdatesBySms: false };

const labels: Record<string, string> = {
  'settings.retry': 'retry loading',
  'notice.dismiss': 'dismiss the message',
  'xstate.done.actor.loadSettings': 'the settings load',
  'xstate.error.actor.loadSettings': 'the settings fail to load',
  'xstate.done.actor.saveSettings': 'the change is saved',
  'xstate.error.actor.saveSettings': 'the change is refused',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the notification settings journey. */
export const notificationSettingsModel: JourneyModel<typeof notificationSettingsMachine> = {
  // A switch cannot be turned to what it already shows: a tour is walkable while each change
  // flips its setting (as loaded, saved, or put back after a refused change).
  uiWalkable: (path) => {
    let shown: NotificationSettings | null = null;
    let saved: NotificationSettings | null = null;
    for (const { event } of path.steps) {
      const e = event as EventObject & {
        output?: NotificationSettings;
        key?: keyof NotificationSettings;
        value?: boolean;
      };
      if (
        e.type === 'xstate.done.actor.loadSettings' ||
        e.type === 'xstate.done.actor.saveSettings'
      )
        shown = saved = e.output ?? null;
      if (e.type === 'xstate.error.actor.saveSettings') shown = saved;
      if (e.type === 'setting.change' && shown && e.key) {
        if (shown[e.key] === e.value) return false;
        shown = { ...shown, [e.key]: e.value };
      }
    }
    return true;
  },
  inputs: [{ name: 'notifications page opened', input: undefined as never }],
  eventVariants: ev({
    'xstate.done.actor.loadSettings': [
      { type: 'xstate.done.actor.loadSettings', output: sampleSettings },
    ],
    'xstate.error.actor.loadSettings': [
      { type: 'xstate.error.actor.loadSettings', error: new Error('offline') },
    ],
    'setting.change': [{ type: 'setting.change', key: 'orderUpdatesBySms', value: true }],
    'xstate.done.actor.saveSettings': [
      {
        type: 'xstate.done.actor.saveSettings',
        output: { ...sampleSettings, orderUpdatesBySms: true },
      },
    ],
    'xstate.error.actor.saveSettings': [
      { type: 'xstate.error.actor.saveSettings', error: new Error('offline') },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { key?: string; value?: boolean };
    if (e.type === 'setting.change') return `turn ${e.value ? 'on' : 'off'} ${e.key}`;
    return labels[e.type] ?? e.type;
  },
};

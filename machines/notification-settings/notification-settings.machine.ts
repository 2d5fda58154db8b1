import { assign, fromPromise, setup } from 'xstate';
import type { NotificationSettings } from '@/api/contract/user';

export type NotificationKey = keyof NotificationSettings;

export interface NotificationSettingsContext {
  /** What the switches show: the platform's answer, or the change on its way. */
  settings: NotificationSettings | null;
  /** The last settings the platform confirmed (a refused change goes back to them). */
  saved: NotificationSettings | null;
  notice: 'saved' | 'saveFailed' | null;
}

export type NotificationSettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'setting.change'; key: NotificationKey; value: boolean }
  | { type: 'notice.dismiss' };

const notProvided = (name: string) => () => {
  throw new Error(`notification-settings: actor "${name}" not provided`);
};

export const notificationSettingsMachine = setup({
  types: {
    context: {} as NotificationSettingsContext,
    events: {} as NotificationSettingsEvent,
  },
  actors: {
    /** GET /v3/users/me/notifications. */
    loadSettings: fromPromise<NotificationSettings>(notProvided('loadSettings')),
    /** PUT /v3/users/me/notifications with every setting; answers what was stored. */
    saveSettings: fromPromise<NotificationSettings, NotificationSettings>(
      notProvided('saveSettings'),
    ),
  },
  guards: {
    hasNotice: ({ context }) => context.notice !== null,
  },
}).createMachine({
  id: 'notificationSettings',
  description:
    '/user/notifications: the offers e-mail and order text messages; a switch shows the change at once and goes back if the platform refuses it.',
  context: { settings: null, saved: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'ready',
          actions: assign({
            settings: ({ event }) => event.output,
            saved: ({ event }) => event.output,
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The settings could not be loaded; the customer can retry.',
      on: { 'settings.retry': 'loading' },
    },
    ready: {
      on: {
        'setting.change': {
          target: 'saving',
          actions: assign({
            settings: ({ context, event }) => ({ ...context.settings!, [event.key]: event.value }),
            notice: null,
          }),
        },
        'notice.dismiss': { guard: 'hasNotice', actions: assign({ notice: null }) },
      },
    },
    saving: {
      description: 'The switches wait (disabled) for the answer.',
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.settings!,
        onDone: {
          target: 'ready',
          actions: assign({
            settings: ({ event }) => event.output,
            saved: ({ event }) => event.output,
            notice: 'saved',
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ settings: ({ context }) => context.saved, notice: 'saveFailed' }),
        },
      },
    },
  },
});

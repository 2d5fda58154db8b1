import { notificationSettingsMachine } from '@machines/notification-settings/notification-settings.machine';
import { fromPromise } from 'xstate';
import {
  getNotificationSettingsEndpoint,
  putNotificationSettingsEndpoint,
} from '@/api/contract/user';
import { api } from '../../api';
import { pageJourney } from './page-journey';

/** The notification settings journey of /user/notifications (lives as long as the page). */
export const { Actor: NotificationSettingsActor, Provider: NotificationSettingsProvider } =
  pageJourney(notificationSettingsMachine).hosted({
    useEffects: () => () => ({
      actors: {
        loadSettings: fromPromise(({ signal }) =>
          api.call(getNotificationSettingsEndpoint, { signal }),
        ),
        saveSettings: fromPromise(({ input }) =>
          api.call(putNotificationSettingsEndpoint, { body: input }),
        ),
      },
    }),
  });

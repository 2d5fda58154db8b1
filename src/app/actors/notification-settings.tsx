import { notificationSettingsMachine } from '@machines/notification-settings/notification-settings.machine';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  getNotificationSettingsEndpoint,
  putNotificationSettingsEndpoint,
} from '@/api/contract/user';
import { useOnce } from '@/lib/use-once';
import { api } from '../api';
import { appInspector } from '../inspect';

/** The notification settings journey of /user/notifications (lives as long as the page). */
export const NotificationSettingsActor = createActorContext(notificationSettingsMachine);

export function NotificationSettingsProvider({ children }: { children: ReactNode }) {
  const logic = useOnce(() =>
    notificationSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(({ signal }) =>
          api.call(getNotificationSettingsEndpoint, { signal }),
        ),
        saveSettings: fromPromise(({ input }) =>
          api.call(putNotificationSettingsEndpoint, { body: input }),
        ),
      },
    }),
  );
  return (
    <NotificationSettingsActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </NotificationSettingsActor.Provider>
  );
}

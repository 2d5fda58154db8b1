import type { SnapshotFrom } from 'xstate';
import type { notificationSettingsMachine } from './notification-settings.machine';

type Snapshot = SnapshotFrom<typeof notificationSettingsMachine>;

export const notificationSettings = (s: Snapshot) => s.context.settings;
export const settingsNotice = (s: Snapshot) => s.context.notice;
export const isLoading = (s: Snapshot) => s.matches('loading');
export const isLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const isSaving = (s: Snapshot) => s.matches('saving');

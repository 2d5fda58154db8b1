import { Trans } from '@lingui/react/macro';
import {
  isLoadFailed,
  isLoading,
  isSaving,
  notificationSettings,
  settingsNotice,
} from '@machines/notification-settings/notification-settings.selectors';
import { currentUser } from '@machines/session/session.selectors';
import {
  NotificationSettingsActor,
  NotificationSettingsProvider,
} from '@/app/actors/page/notification-settings';
import { useJourney } from '@/app/visit';
import { Switch } from '@/ui/Switch';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';
import { DismissibleNotice, LoadFailed } from './PageMessages';

/** /user/notifications (only when services.newsletter.enabled): what the customer is told about. */
export function NotificationsPage() {
  return (
    <AccountPage page="notifications">
      <NotificationSettingsProvider>
        <Settings />
      </NotificationSettingsProvider>
    </AccountPage>
  );
}

function Settings() {
  const actor = NotificationSettingsActor.useActorRef();
  const settings = NotificationSettingsActor.useSelector(notificationSettings);
  const loading = NotificationSettingsActor.useSelector(isLoading);
  const failed = NotificationSettingsActor.useSelector(isLoadFailed);
  const saving = NotificationSettingsActor.useSelector(isSaving);
  const notice = NotificationSettingsActor.useSelector(settingsNotice);
  const email = useJourney('session', (s) => currentUser(s)?.email ?? '');
  if (loading)
    return (
      <p role="status">
        <Trans>Loading your settings…</Trans>
      </p>
    );
  if (failed || !settings)
    return (
      <LoadFailed onRetry={() => actor.send({ type: 'settings.retry' })}>
        <Trans>Your settings could not be loaded.</Trans>
      </LoadFailed>
    );
  return (
    <>
      <section className={`${styles.card} ${styles.settings}`}>
        <Switch
          isSelected={settings.newsletter}
          isDisabled={saving}
          onChange={(value) => actor.send({ type: 'setting.change', key: 'newsletter', value })}
        >
          <Trans>Offers and news by e-mail to {email}</Trans>
        </Switch>
        <Switch
          isSelected={settings.orderUpdatesBySms}
          isDisabled={saving}
          onChange={(value) =>
            actor.send({ type: 'setting.change', key: 'orderUpdatesBySms', value })
          }
        >
          <Trans>A text message when my order is on its way</Trans>
        </Switch>
        <p className={styles.muted}>
          <Trans>Every e-mail also has a link to unsubscribe.</Trans>
        </p>
      </section>
      {notice && (
        <DismissibleNotice onDismiss={() => actor.send({ type: 'notice.dismiss' })}>
          {notice === 'saved' ? (
            <Trans>Your settings were saved.</Trans>
          ) : (
            <Trans>Your change could not be saved. Please try again.</Trans>
          )}
        </DismissibleNotice>
      )}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { currentUser } from '@machines/session/session.selectors';
import { useSession } from '@/app/actors/session';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';

/** /user/notifications: the e-mail news (only when services.newsletter.enabled). */
export function NotificationsPage() {
  const email = useSession((s) => currentUser(s)?.email ?? '');
  return (
    <AccountPage page="notifications">
      <section className={styles.card}>
        <p>
          <Trans>
            We send offers and news to {email} when you subscribe with the newsletter form at the
            bottom of every page. Every e-mail has a link to unsubscribe.
          </Trans>
        </p>
      </section>
    </AccountPage>
  );
}

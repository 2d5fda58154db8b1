import { Trans } from '@lingui/react/macro';
import { currentUser } from '@machines/session/session.selectors';
import { Suspense } from 'react';
import { AvatarEditor } from '@/app/parts/lazy-avatar';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';
import { PasswordChange } from './PasswordChange';

/** /user/credentials: the customer's photo, name and e-mail, and a new password. */
export function CredentialsPage() {
  const user = useJourney('session', currentUser);
  const session = useJourneyRef('session');
  /** The header's account button shows the new photo (or none) without loading the profile again. */
  const showInHeader = (avatarURL: string | null) =>
    session.send({ type: 'profile.avatarChanged', avatarURL });
  return (
    <AccountPage page="credentials">
      {user && (
        <Suspense fallback={null}>
          <AvatarEditor onAvatarChange={showInHeader} />
        </Suspense>
      )}
      {user && (
        <section className={styles.card}>
          <dl className={styles.details}>
            <dt>
              <Trans>First name</Trans>
            </dt>
            <dd>{user.firstName}</dd>
            <dt>
              <Trans>Last name</Trans>
            </dt>
            <dd>{user.lastName || '—'}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{user.email}</dd>
            <dt>
              <Trans>Saved addresses</Trans>
            </dt>
            <dd>
              <Link href="/user/addresses">{user.addresses.length}</Link>
            </dd>
          </dl>
        </section>
      )}
      {user && <PasswordChange email={user.email} />}
    </AccountPage>
  );
}

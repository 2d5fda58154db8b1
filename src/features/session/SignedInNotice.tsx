import { Trans } from '@lingui/react/macro';
import { currentUser } from '@machines/session/session.selectors';
import { useJourney } from '@/app/visit';
import { Link } from '@/ui/Link';
import styles from './Session.module.css';

/** /login or /register while a session exists. */
export function SignedInNotice() {
  const firstName = useJourney('session', (s) => currentUser(s)?.firstName ?? '');
  return (
    <div className={`page ${styles.page}`}>
      <h1>
        <Trans>You are logged in</Trans>
      </h1>
      <p role="status">{firstName ? <Trans>Welcome, {firstName}.</Trans> : null}</p>
      <p className={styles.actions}>
        <Link href="/" variant="button">
          <Trans>Continue shopping</Trans>
        </Link>
        <Link href="/user/credentials">
          <Trans>My account</Trans>
        </Link>
      </p>
    </div>
  );
}

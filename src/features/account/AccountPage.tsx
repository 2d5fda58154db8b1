import { Trans, useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useProfileRetry } from '@/app/hooks/use-profile-retry';
import { useJourney } from '@/app/visit';
import type { AccountPage as Page } from '@/lib/account-access';
import { accountLabels } from '@/lib/account-labels';
import { Link } from '@/ui/Link';
import { LoadFailed } from '@/ui/LoadFailed';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Account.module.css';

/**
 * The frame of an account page: its heading, and when the session ended while the page was
 * open (a 401), a way to log in again instead of the customer's data; when the profile did not
 * load (the session stays), a calm note with "Try again" above what the page can show.
 */
export function AccountPage({ page, children }: { page: Page; children: ReactNode }) {
  const { i18n } = useLingui();
  const signedIn = useJourney('session', hasSession);
  const here = useRouterState({ select: (s) => s.location.href });
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle title={i18n._(accountLabels[page])} />
      <h1>{i18n._(accountLabels[page])}</h1>
      {signedIn ? (
        <>
          <ProfileRetry />
          {children}
        </>
      ) : (
        <div className={styles.card} role="status">
          <p>
            <Trans>Your session has ended. Please log in again; your cart is still here.</Trans>
          </p>
          <Link href={`/login?redirect=${encodeURIComponent(here)}`} variant="button">
            <Trans>Log in</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

function ProfileRetry() {
  const { shown, retrying, retry } = useProfileRetry();
  if (!shown) return null;
  return (
    <LoadFailed className={styles.card} onRetry={retry} retrying={retrying}>
      <Trans>We could not load your account details. Your cart is kept.</Trans>
    </LoadFailed>
  );
}

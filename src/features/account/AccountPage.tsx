import { Trans, useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useJourney } from '@/app/shop';
import type { AccountPage as Page } from '@/lib/account-access';
import { accountLabels } from '@/lib/account-labels';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';

/**
 * The frame of an account page: its heading, and when the session ended while the page was
 * open (a 401), a way to log in again instead of the customer's data.
 */
export function AccountPage({ page, children }: { page: Page; children: ReactNode }) {
  const { i18n } = useLingui();
  const signedIn = useJourney('session', hasSession);
  const here = useRouterState({ select: (s) => s.location.href });
  return (
    <div className={`page ${styles.page}`}>
      <h1>{i18n._(accountLabels[page])}</h1>
      {signedIn ? (
        children
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

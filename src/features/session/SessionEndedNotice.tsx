import { Trans } from '@lingui/react/macro';
import { hasSessionExpired } from '@machines/session/session.selectors';
import { useRouterState } from '@tanstack/react-router';
import { useJourney } from '@/app/visit';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import { Toast } from '@/ui/Toast';
import styles from './SessionEndedNotice.module.css';
import { useShellNotice } from './use-shell-notice';

/** Long enough to read and reach the link. */
const NOTICE_MS = 12_000;

/**
 * Said wherever the shopper is when a call answers 401 and the session ends (account pages say
 * it in their own frame): the cart stays, and a link logs in again and comes back here.
 */
export function SessionEndedNotice() {
  const expired = useJourney('session', hasSessionExpired);
  const here = useRouterState({ select: (s) => s.location.href });
  const { visible, dismiss } = useShellNotice(expired);
  if (!visible) return null;
  return (
    <Toast onDismiss={dismiss} duration={NOTICE_MS}>
      <Trans>Your session has ended. Please log in again; your cart is still here.</Trans>
      <span className={styles.actions}>
        <Link href={`/login?redirect=${encodeURIComponent(here)}`}>
          <Trans>Log in</Trans>
        </Link>
        <Button variant="ghost" size="sm" onPress={dismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </span>
    </Toast>
  );
}

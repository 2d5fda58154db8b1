import { Trans } from '@lingui/react/macro';
import { useProfileRetry } from '@/app/hooks/use-profile-retry';
import { Button } from '@/ui/Button';
import { Toast } from '@/ui/Toast';
import styles from './SessionEndedNotice.module.css';
import { useShellNotice } from './use-shell-notice';

/** Long enough to read and reach the buttons; the profile menu keeps its retry entry after. */
const NOTICE_MS = 12_000;

/**
 * Said wherever a customer is when their profile could not be loaded (account pages say it in
 * their own frame): they are still logged in, the cart is kept, and "Try again" fetches it.
 */
export function ProfileFailedNotice() {
  const { shown, retrying, retry } = useProfileRetry();
  const { visible, dismiss } = useShellNotice(shown);
  if (!visible) return null;
  return (
    <Toast onDismiss={dismiss} duration={NOTICE_MS}>
      <Trans>We could not load your account details. Your cart is kept.</Trans>
      <span className={styles.actions}>
        <Button variant="ghost" size="sm" onPress={retry}>
          {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
        </Button>
        <Button variant="ghost" size="sm" onPress={dismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </span>
    </Toast>
  );
}

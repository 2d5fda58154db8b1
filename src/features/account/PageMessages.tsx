import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import styles from './Account.module.css';

/** What an account page says after an action (saved, removed, refused), with Dismiss. */
export function DismissibleNotice({
  children,
  onDismiss,
}: {
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div role="status" className={`${styles.card} ${styles.row}`}>
      {children}
      <Button size="sm" variant="ghost" onPress={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}

/** An account page's data could not be loaded: say so and offer to try again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.card}>
      <p>{children}</p>
      <Button onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './LoadFailed.module.css';

/**
 * The calm note a part of the page (the footer, a content block) shows in its own place when its
 * content could not be loaded: the rest of the page goes on, and "Try again" loads it again. While
 * the new call runs the button says so (no `isPending`: see docs/ARCHITECTURE.md, "Pitfalls").
 */
export function LoadFailed({
  children,
  onRetry,
  retrying,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div className={[styles.note, className].filter(Boolean).join(' ')} role="status">
      <p>{children}</p>
      <Button variant="secondary" size="sm" onPress={() => !retrying && onRetry()}>
        {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
      </Button>
    </div>
  );
}

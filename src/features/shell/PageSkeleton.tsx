import { Trans } from '@lingui/react/macro';
import styles from './PageSkeleton.module.css';

/** Shown while a route's data loads: the shell is already usable around it. */
export function PageSkeleton() {
  return (
    <div className={`page ${styles.skeleton}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading…</Trans>
      </p>
      <div className={styles.hero} />
      <div className={styles.grid}>
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className={styles.card} />
        ))}
      </div>
    </div>
  );
}

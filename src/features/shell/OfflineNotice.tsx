import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/app/hooks/use-online';
import styles from './Header.module.css';

/**
 * Offline, the header says so on every page, in its part that stays in view: the cart still
 * changes and is kept, its prices are checked once the connection is back, and checkout and
 * payment wait for it. (Inside the header's status region: announced as it comes.)
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div className={online ? undefined : styles.offline}>
      {!online && (
        <div className={styles.bandInner}>
          <p className={styles.bandText}>
            <strong>
              <Trans>You are offline.</Trans>
            </strong>{' '}
            <Trans>
              Your cart is kept and its prices will be checked when you are back online. Checkout
              and payment need a connection.
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
}

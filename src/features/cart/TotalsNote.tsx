import { Trans } from '@lingui/react/macro';
import { isWaitingForConnection } from '@machines/cart/cart.selectors';
import { useJourney } from '@/app/visit';
import styles from './Cart.module.css';

/**
 * Why the cart shows no totals: changed offline, its prices are checked when the connection is
 * back; otherwise no shop is chosen to price it for.
 */
export function TotalsNote() {
  const offline = useJourney('cart', isWaitingForConnection);
  return (
    <p className={styles.muted}>
      {offline ? (
        <Trans>You are offline: the prices will be checked when you are back online.</Trans>
      ) : (
        <Trans>Choose a delivery address or a shop to see the totals.</Trans>
      )}
    </p>
  );
}

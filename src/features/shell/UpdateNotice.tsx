import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useVisit, useVisitState } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './Header.module.css';
import { isCheckoutPath } from './hidden-paths';

/**
 * A new version of the shop is installed: the header offers a Reload, which hands over to it.
 * Never on the cart, checkout and thank-you pages: an order is not interrupted (the offer comes
 * back on the next page). Without a Reload the new version starts with the next visit. (Inside
 * the header's status region: announced as it comes.)
 */
export function UpdateNotice() {
  const visit = useVisit();
  const ready = useVisitState((s) => s.context.updateReady);
  const checkout = useRouterState({ select: (s) => isCheckoutPath(s.location.pathname) });
  const shown = ready && !checkout;
  return (
    <div className={shown ? styles.update : undefined}>
      {shown && (
        <div className={styles.bandInner}>
          <p className={styles.bandText}>
            <Trans>A new version of the shop is ready.</Trans>
          </p>
          <Button size="sm" onPress={() => visit.send({ type: 'app.update' })}>
            <Trans>Reload</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { isCheckoutBlocked } from '@machines/cart/cart.selectors';
import type { PressOrigin } from '@machines/checkout-press/checkout-press.machine';
import { isPressBusy } from '@machines/checkout-press/checkout-press.selectors';
import { useId } from 'react';
import { useCheckoutPress } from '@/app/hooks/use-checkout-press';
import { useOnline } from '@/app/hooks/use-online';
import { useJourney, useVisit, useVisitState } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './CheckoutButton.module.css';

/**
 * The checkout press. The view tells the visit which page it is on; the visit (machines/visit)
 * waits for what a press needs (the press journey's code, whether guests may order, the kept
 * selection's check after a reload), adds what the session, selection and cart hold, and the
 * press journey applies the guards in order. MSG_ORDER00017 disables it; while a press waits or
 * prices it shows a busy label (a press meanwhile is ignored). A waiting press is dropped when
 * the side cart or the page that holds it goes (`useWithdrawPressOnLeave`). Offline it waits
 * for the connection and says so (the visit refuses a press meanwhile).
 */
export function CheckoutButton({ origin }: { origin: PressOrigin }) {
  const visit = useVisit();
  const pressBusy = useCheckoutPress((s) => (s ? isPressBusy(s) : false));
  const waiting = useVisitState((s) => s.context.pendingPress !== null);
  const blocked = useJourney('cart', isCheckoutBlocked);
  const online = useOnline();
  const noteId = useId();
  const press = () => visit.send({ type: 'checkout.press', origin });
  const checking = pressBusy || waiting;
  return (
    <>
      <Button
        onPress={press}
        isDisabled={blocked || !online}
        aria-describedby={online ? undefined : noteId}
      >
        <span className={styles.labels}>
          <span className={checking ? undefined : styles.hidden}>
            <Trans>Checking your cart…</Trans>
          </span>
          <span className={checking ? styles.hidden : undefined}>
            {origin === 'cartPage' ? <Trans>Proceed to checkout</Trans> : <Trans>Checkout</Trans>}
          </span>
        </span>
      </Button>
      {!online && (
        <p id={noteId} className={styles.offline}>
          <Trans>Checkout needs a connection. Your cart is kept meanwhile.</Trans>
        </p>
      )}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { isCheckoutBlocked } from '@machines/cart/cart.selectors';
import type { PressOrigin } from '@machines/checkout-press/checkout-press.machine';
import { isPressBusy } from '@machines/checkout-press/checkout-press.selectors';
import { isVerifying } from '@machines/service-selection/service-selection.selectors';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { useCheckoutPress } from '@/app/hooks/use-checkout-press';
import { useJourney, useJourneyRef, useVisit } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './CheckoutButton.module.css';
import { guestOrderingEnabled } from './use-cart-config';

/**
 * The checkout press. The view tells the visit which page it is on and whether guests may order;
 * the visit (machines/visit) adds what the session, selection and cart hold, and the press journey
 * applies the guards in order and decides where a login returns. MSG_ORDER00017 disables it;
 * while pricing it shows a busy label (a press is ignored).
 * A press in the first moments of a visit may wait for the configuration (whether guests may
 * order) and for the kept selection's check after a reload: it shows the same busy label meanwhile, ignores further presses, reads the cart and the
 * selection as they are once the answer is in, and is dropped if the button has gone (the side
 * cart was closed) so nobody is sent anywhere after walking away.
 */
export function CheckoutButton({ origin }: { origin: PressOrigin }) {
  // Busy until the press runs (it loads with the first cart view), then while it prices.
  const busy = useCheckoutPress((s) => (s ? isPressBusy(s) : true));
  const blocked = useJourney('cart', isCheckoutBlocked);
  const selection = useJourneyRef('selection');
  const visit = useVisit();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [waiting, setWaiting] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const press = async () => {
    if (waiting) return;
    setWaiting(true);
    // The press's code may have failed to load when the cart opened: a press asks again.
    visit.send({ type: 'journey.needed', id: 'checkoutPress' });
    // After a reload the kept shop (and address) is checked again: the press waits for it
    // rather than telling the shopper to choose a shop they have.
    const [guestsEnabled] = await Promise.all([
      guestOrderingEnabled(queryClient),
      waitFor(selection, (s) => !isVerifying(s), { timeout: 20_000 }).catch(() => null),
      // The press loads with the first cart view: a very early press waits for it.
      waitFor(visit, (s) => s.context.loaded.checkoutPress === 'running', {
        timeout: 20_000,
      }).catch(() => null),
    ]);
    if (!mounted.current) return;
    setWaiting(false);
    visit.send({
      type: 'checkout.press',
      origin,
      // The page of the press (locale-free path and search): the journey returns a login there.
      from: router.state.location.href,
      guestsEnabled,
    });
  };
  const checking = busy || waiting;
  return (
    <Button onPress={press} isDisabled={blocked}>
      <span className={styles.labels}>
        <span className={checking ? undefined : styles.hidden}>
          <Trans>Checking your cart…</Trans>
        </span>
        <span className={checking ? styles.hidden : undefined}>
          {origin === 'cartPage' ? <Trans>Proceed to checkout</Trans> : <Trans>Checkout</Trans>}
        </span>
      </span>
    </Button>
  );
}

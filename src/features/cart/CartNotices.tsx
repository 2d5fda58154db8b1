import { Trans } from '@lingui/react/macro';
import { hasPricingError } from '@machines/cart/cart.selectors';
import { pressNotice } from '@machines/checkout-press/checkout-press.selectors';
import { useCheckoutPress, useCheckoutPressRef } from '@/app/hooks/use-checkout-press';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import { Toast } from '@/ui/Toast';
import styles from './Cart.module.css';

/** Snackbar time (spec §9 gives 4 s for the offers snackbar; the select-shop one matches). */
const SNACKBAR_MS = 4000;
/** The pricing error stays longer: it tells why the cart shows no new prices. */
const ERROR_MS = 8000;

/** The select-shop and pricing snackbars of the press, and the global pricing error. */
export function CartNotices() {
  const cart = useJourneyRef('cart');
  const press = useCheckoutPressRef();
  const notice = useCheckoutPress((s) => (s ? pressNotice(s) : null));
  const pricingFailed = useJourney('cart', hasPricingError);
  const dismissPress = () => press?.send({ type: 'notice.dismiss' });
  const dismissPricingError = () => cart.send({ type: 'cart.dismissError' });
  return (
    <>
      {notice && (
        <Toast key={notice} onDismiss={dismissPress} duration={SNACKBAR_MS}>
          {notice === 'selectShop' ? (
            <Trans>Choose a delivery address or a shop first.</Trans>
          ) : (
            <Trans>We could not check your cart. Please try again.</Trans>
          )}
          <Button variant="ghost" size="sm" className={styles.onDark} onPress={dismissPress}>
            <Trans>Dismiss</Trans>
          </Button>
        </Toast>
      )}
      {pricingFailed && (
        <Toast urgent onDismiss={dismissPricingError} duration={ERROR_MS}>
          <Trans>Prices could not be updated. Please try again later.</Trans>
          <Button variant="ghost" size="sm" className={styles.onDark} onPress={dismissPricingError}>
            <Trans>Dismiss</Trans>
          </Button>
        </Toast>
      )}
    </>
  );
}

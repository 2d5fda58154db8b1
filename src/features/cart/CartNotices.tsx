import { Trans } from '@lingui/react/macro';
import { hasPricingError } from '@machines/cart/cart.selectors';
import { pressNotice } from '@machines/checkout-press/checkout-press.selectors';
import { useEffect } from 'react';
import { checkoutPressActor, useCheckoutPress } from '@/app/actors/checkout-press';
import { closeSideCart, dismissPricingError, useCart } from '@/app/cart-lines';
import { Button } from '@/ui/Button';
import styles from './Cart.module.css';

/** Snackbar time (spec §9 gives 4 s for the offers snackbar; the select-shop one matches). */
const SNACKBAR_MS = 4000;

/** The select-shop and pricing snackbars of the press, and the global pricing error. */
export function CartNotices() {
  const notice = useCheckoutPress(pressNotice);
  const pricingFailed = useCart(hasPricingError);
  useEffect(() => {
    if (!notice) return;
    // The snackbar must be reachable: the side cart (a modal) steps aside for it.
    closeSideCart();
    const timer = setTimeout(
      () => checkoutPressActor().send({ type: 'notice.dismiss' }),
      SNACKBAR_MS,
    );
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className={styles.snackbars}>
      {notice && (
        <div role="status" className={styles.snackbar}>
          {notice === 'selectShop' ? (
            <Trans>Choose a delivery address or a shop first.</Trans>
          ) : (
            <Trans>We could not check your cart. Please try again.</Trans>
          )}{' '}
          <Button
            variant="ghost"
            size="sm"
            onPress={() => checkoutPressActor().send({ type: 'notice.dismiss' })}
          >
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
      {pricingFailed && (
        <div role="alert" className={styles.snackbar}>
          <Trans>Prices could not be updated. Please try again later.</Trans>{' '}
          <Button variant="ghost" size="sm" onPress={dismissPricingError}>
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

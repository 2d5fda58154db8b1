import { Trans } from '@lingui/react/macro';
import { isCartEmpty, isCheckoutBlocked } from '@machines/cart/cart.selectors';
import type { PressOrigin } from '@machines/checkout-press/checkout-press.machine';
import { isPressBusy } from '@machines/checkout-press/checkout-press.selectors';
import { selectedShop } from '@machines/service-selection/service-selection.selectors';
import { useQueryClient } from '@tanstack/react-query';
import { checkoutPressActor, useCheckoutPress } from '@/app/actors/checkout-press';
import { SelectionActor } from '@/app/actors/selection';
import { isSignedIn } from '@/app/auth-status';
import { useCart } from '@/app/cart-lines';
import { Button } from '@/ui/Button';
import { guestOrderingEnabled } from './use-cart-config';

/**
 * The checkout press. The view only gathers the situation; the journey applies the guards in
 * order. MSG_ORDER00017 disables it; while pricing it shows a busy label (a press is ignored).
 */
export function CheckoutButton({ origin }: { origin: PressOrigin }) {
  const busy = useCheckoutPress(isPressBusy);
  const blocked = useCart(isCheckoutBlocked);
  const cartEmpty = useCart(isCartEmpty);
  const shop = SelectionActor.useSelector(selectedShop);
  const queryClient = useQueryClient();
  const press = async () => {
    const guestsEnabled = await guestOrderingEnabled(queryClient);
    checkoutPressActor().send({
      type: 'checkout.press',
      origin,
      situation: { signedIn: isSignedIn(), guestsEnabled, shopSelected: shop !== null, cartEmpty },
    });
  };
  return (
    <Button onPress={press} isDisabled={blocked}>
      {busy ? (
        <Trans>Checking your cart…</Trans>
      ) : origin === 'cartPage' ? (
        <Trans>Proceed to checkout</Trans>
      ) : (
        <Trans>Checkout</Trans>
      )}
    </Button>
  );
}

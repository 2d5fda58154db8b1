import type { Systems } from '@machines/shop/shop.types';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useShop, useShopState } from '@/app/shop';

type Press = Systems['checkoutPress'];
type PressSnapshot = ReturnType<Press['getSnapshot']>;

/**
 * The checkout press for the cart views: the visit loads it the first time one of them mounts
 * (`checkoutPress.needed`); until it runs, the selector is given `undefined`.
 */
export function useCheckoutPress<T>(selector: (snapshot: PressSnapshot | undefined) => T): T {
  const shop = useShop();
  useEffect(() => {
    shop.send({ type: 'checkoutPress.needed' });
  }, [shop]);
  const press = useShopState((s) => s.children.checkoutPress as Press | undefined);
  return useSelector(press, selector);
}

/** The press actor once it runs (to send it `notice.dismiss`), else undefined. */
export const useCheckoutPressRef = (): Press | undefined =>
  useShopState((s) => s.children.checkoutPress as Press | undefined);

import type { Systems } from '@machines/shop/shop.types';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useShop, useSpawnedJourney } from '@/app/shop';

type Press = Systems['checkoutPress'];
type PressSnapshot = ReturnType<Press['getSnapshot']>;

/**
 * The checkout press for the cart views: the visit loads it the first time one of them mounts
 * (`journey.needed`); until it runs, the selector is given `undefined`.
 */
export function useCheckoutPress<T>(selector: (snapshot: PressSnapshot | undefined) => T): T {
  const shop = useShop();
  useEffect(() => {
    shop.send({ type: 'journey.needed', id: 'checkoutPress' });
  }, [shop]);
  return useSelector(useSpawnedJourney('checkoutPress'), selector);
}

/** The press actor once it runs (to send it `notice.dismiss`), else undefined. */
export const useCheckoutPressRef = (): Press | undefined => useSpawnedJourney('checkoutPress');

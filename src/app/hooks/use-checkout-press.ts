import type { PressOrigin } from '@machines/checkout-press/checkout-press.machine';
import type { Systems } from '@machines/visit/visit.types';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSpawnedJourney, useVisit } from '@/app/visit';
import { useLoadedJourney } from './use-loaded-journey';

type Press = Systems['checkoutPress'];
type PressSnapshot = ReturnType<Press['getSnapshot']>;

/**
 * The checkout press for the cart views: the visit loads it the first time one of them mounts;
 * until it runs, the selector is given `undefined`.
 */
export const useCheckoutPress = <T>(selector: (snapshot: PressSnapshot | undefined) => T): T =>
  useSelector(useLoadedJourney('checkoutPress'), selector);

/**
 * For the view that holds a checkout button (the side cart, the /cart page): when it goes (the
 * side cart closed, the page left), a press made there that still waits is dropped, so nobody is
 * sent anywhere after walking away. The view, not the button: the page shows its button in two
 * places (empty cart or not), and a button moving between them is no walking away.
 */
export function useWithdrawPressOnLeave(origin: PressOrigin): void {
  const visit = useVisit();
  useEffect(() => () => visit.send({ type: 'checkout.pressWithdrawn', origin }), [visit, origin]);
}

/** The press actor once it runs (to send it `notice.dismiss`), else undefined. */
export const useCheckoutPressRef = (): Press | undefined => useSpawnedJourney('checkoutPress');

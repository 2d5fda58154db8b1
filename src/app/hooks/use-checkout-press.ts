import type { Systems } from '@machines/visit/visit.types';
import { useSelector } from '@xstate/react';
import { useSpawnedJourney } from '@/app/visit';
import { useLoadedJourney } from './use-loaded-journey';

type Press = Systems['checkoutPress'];
type PressSnapshot = ReturnType<Press['getSnapshot']>;

/**
 * The checkout press for the cart views: the visit loads it the first time one of them mounts;
 * until it runs, the selector is given `undefined`.
 */
export const useCheckoutPress = <T>(selector: (snapshot: PressSnapshot | undefined) => T): T =>
  useSelector(useLoadedJourney('checkoutPress'), selector);

/** The press actor once it runs (to send it `notice.dismiss`), else undefined. */
export const useCheckoutPressRef = (): Press | undefined => useSpawnedJourney('checkoutPress');

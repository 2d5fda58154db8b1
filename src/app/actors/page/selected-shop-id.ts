import { selectedShop } from '@machines/service-selection/service-selection.selectors';
import { useJourneyRef } from '../../visit';

/**
 * Reads the selected shop's id when an effect runs (not when the view rendered): the lists calls
 * send it as `shop`, so list products come with that shop's prices and availability.
 */
export function useSelectedShopId(): () => string | undefined {
  const selection = useJourneyRef('selection');
  return () => selectedShop(selection.getSnapshot())?._id;
}

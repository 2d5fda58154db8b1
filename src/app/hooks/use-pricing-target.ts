import {
  deliveryMode,
  selectedPostalCode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { useEffect } from 'react';
import { SelectionActor } from '@/app/actors/selection';
import { setPricingTarget } from '@/app/cart-lines';

/** Keeps the cart's pricing target on the selected shop and service (a change prices again). */
export function usePricingTarget(): void {
  const shop = SelectionActor.useSelector(selectedShop);
  const mode = SelectionActor.useSelector(deliveryMode);
  const postalCode = SelectionActor.useSelector(selectedPostalCode);
  const shopId = shop?._id ?? null;
  useEffect(() => {
    setPricingTarget(
      shopId
        ? { shop: shopId, deliveryService: mode, ...(postalCode ? { postalCode } : {}) }
        : null,
    );
  }, [shopId, mode, postalCode]);
}

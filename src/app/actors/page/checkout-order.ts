import {
  orderPlace,
  selectedAddress,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import type { Systems } from '@machines/visit/visit.types';
import type { OrderDetails } from './checkout-effects';

/**
 * The order as the visit's journeys hold it when Place order is pressed: the selection's shop
 * and address (or the guest's), and the cart's lines with the unit prices of its pricing, the
 * one the summary showed (for the shop, service and slot the cart is priced for).
 */
export function orderDetailsNow(
  journeys: Pick<Systems, 'selection' | 'cart'>,
): OrderDetails | null {
  const selection = journeys.selection.getSnapshot();
  const { items: lines, target, priced, substitutionDefault } = journeys.cart.getSnapshot().context;
  const shop = selectedShop(selection);
  if (!target || !shop) return null;
  return {
    shopId: shop._id,
    service: target.deliveryService,
    addressId: selectedAddress(selection)?._id ?? null,
    guestAddress: orderPlace(selection),
    lines,
    substitutionDefault,
    prices: new Map(priced?.order.products.map((p) => [p.sku, p.unitPrice]) ?? []),
  };
}

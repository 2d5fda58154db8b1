import { reservation } from '@machines/prebook/prebook.selectors';
import {
  deliveryMode,
  guestAddress,
  selectedAddress,
  selectedPostalCode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import type { Systems } from '@machines/shop/shop.types';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';
import { checkoutPricingQuery, checkoutTarget, type PricingTarget } from '../queries/checkout';
import type { OrderDetails } from './checkout-effects';

type SelectionSnapshot = ReturnType<Systems['selection']['getSnapshot']>;
type PrebookSnapshot = ReturnType<Systems['prebook']['getSnapshot']>;

/** What checkout prices and orders for: the completed selection and the reserved slot. */
export function checkoutTargetOf(
  selection: SelectionSnapshot,
  prebook: PrebookSnapshot,
): PricingTarget | null {
  return checkoutTarget(
    selectedShop(selection),
    deliveryMode(selection),
    selectedPostalCode(selection),
    reservation(prebook),
  );
}

/**
 * The order as the visit's journeys hold it when Place order is pressed: the selection's shop,
 * service and address (or the guest's), the cart's lines, and the unit prices of the summary the
 * shopper saw (the checkout pricing in the query cache).
 */
export function orderDetailsNow(
  journeys: Pick<Systems, 'selection' | 'prebook' | 'cart'>,
  queryClient: QueryClient,
  locale: Locale,
): OrderDetails | null {
  const selection = journeys.selection.getSnapshot();
  const target = checkoutTargetOf(selection, journeys.prebook.getSnapshot());
  const shop = selectedShop(selection);
  if (!target || !shop) return null;
  const lines = journeys.cart.getSnapshot().context.items;
  const pricing = queryClient.getQueryData(checkoutPricingQuery(locale, target, lines).queryKey);
  const guestPlace = guestAddress(selection);
  return {
    shopId: shop._id,
    service: target.service,
    addressId: selectedAddress(selection)?._id ?? null,
    guestAddress: guestPlace
      ? { ...guestPlace }
      : {
          street: shop.address.street,
          streetNo: shop.address.streetNo ?? '-',
          postalCode: shop.address.postalCode ?? shop.postalCode,
          city: shop.address.city,
          contactPhone: '',
        },
    lines,
    prices: new Map(pricing?.order.products.map((p) => [p.sku, p.unitPrice]) ?? []),
  };
}

import type { PricedCart } from '@/api/contract/cart';
import { type CartItem, type LocalizedName, toCartItem } from './cart.types';

/** Sample lines and pricings for path generation and tests (shapes of the contract). */
export const sampleItems: CartItem[] = [
  toCartItem({
    id: '1001',
    sku: '1001',
    quantity: 2,
    name: 'Feta PDO 400 g',
    unitPrice: 549,
    nameLocale: 'en',
  }),
  toCartItem({
    id: '1002',
    sku: '1002',
    quantity: 1,
    name: 'Olive oil 1 l',
    unitPrice: 1290,
    nameLocale: 'en',
  }),
];
export const extraItem = toCartItem({
  id: '1003',
  sku: '1003',
  quantity: 1,
  name: 'Tomatoes 1 kg',
  unitPrice: 249,
  nameLocale: 'en',
});

/** The sample lines' names in Greek, as the product details give them. */
export const greekNames: LocalizedName[] = [
  { sku: '1001', name: 'Φέτα ΠΟΠ 400 g', packagingProductName: null },
  { sku: '1002', name: 'Ελαιόλαδο 1 l', packagingProductName: null },
  { sku: '1003', name: 'Ντομάτες 1 kg', packagingProductName: null },
];

const progress = (code: PricedCart['progress']['code']): PricedCart['progress'] => ({
  title: 'Add €27.62 for free delivery',
  code,
  data: { remainingAmountForFree: 2762, remainingAmount: 0, currency: 'EUR' },
  progressInfo: { currentValue: 2238, requiredValue: 5000 },
});

/** Everything as in the cart: checkout may go on. */
export const pricedAllowed: PricedCart = {
  order: {
    products: sampleItems.map((item) => ({
      productId: item.id,
      sku: item.sku,
      quantity: item.quantity,
      packagingProductId: null,
      unitPrice: item.unitPrice,
      previousUnitPrice: null,
      totalPrice: item.unitPrice * item.quantity,
      labelType: null,
    })),
    fees: [{ type: 'SHIPPING_COST', title: 'Delivery cost', amount: 300 }],
    discounts: [{ type: 'PRODUCTS', title: 'Offer savings', amount: 150 }],
    orderItemsPriceWithoutDiscounts: 2538,
    total: 2688,
  },
  messages: [],
  progress: progress('ALLOWED'),
};

/** The first line is no longer sold and the second costs more: the price-changes modal. */
export const pricedWithChanges: PricedCart = {
  ...pricedAllowed,
  order: {
    ...pricedAllowed.order,
    products: [
      { ...pricedAllowed.order.products[0]!, quantity: 0, totalPrice: 0, labelType: 'unavailable' },
      {
        ...pricedAllowed.order.products[1]!,
        unitPrice: 1419,
        previousUnitPrice: 1290,
        totalPrice: 1419,
        labelType: 'priceChanged',
      },
    ],
  },
  messages: [{ code: 'ITEMS_CHANGED' }],
  progress: progress('ITEMS_CHANGED'),
};

/** Below the minimum order value: MSG_ORDER00017 disables checkout. */
export const pricedBelowMinimum: PricedCart = {
  ...pricedAllowed,
  messages: [{ code: 'MSG_ORDER00017', userMessage: 'The minimum order value is €15.00.' }],
  progress: progress('MINIMUM_NOT_REACHED'),
};

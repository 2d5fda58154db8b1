import type { Locale } from '@/api/contract/common';
import type { OrderDetails, OrderSummary, SubstitutionChoice } from '@/api/contract/orders';
import type { OrderWindow } from '../logic/order-window';
import { DISCOUNT_TITLES, FEE_TITLES } from '../logic/pricing';
import type { Seed } from '../seed/seed';
import type { StoredOrder, StoredOrderLine } from '../seed/users';
import { lineName, optionNames } from './cart';
import { productImage } from './catalog';

export const orderTotal = (order: StoredOrder): number =>
  order.itemsTotal +
  order.fees.reduce((sum, fee) => sum + fee.amount, 0) -
  order.discounts.reduce((sum, discount) => sum + discount.amount, 0);

export const orderSummaryDto = (
  order: StoredOrder,
  seed: Seed,
  locale: Locale,
  window: OrderWindow,
): OrderSummary => {
  const shop = seed.shops.find((candidate) => candidate._id === order.shopId);
  return {
    _id: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    deliveryService: order.deliveryService,
    shop: { _id: order.shopId, title: shop?.title[locale] ?? order.shopId },
    timeslot: order.timeslot,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    total: orderTotal(order),
    isGift: order.isGift,
    ...window,
  };
};

export const orderDetailsDto = (
  order: StoredOrder,
  seed: Seed,
  locale: Locale,
  base: string,
  window: OrderWindow,
): OrderDetails => ({
  ...orderSummaryDto(order, seed, locale, window),
  lines: order.lines.map((line) => {
    const product = seed.productsById.get(line.productId);
    return {
      productId: line.productId,
      sku: product?.sku ?? line.productId,
      name: product ? lineName(product, locale) : line.productId,
      image: product ? productImage(product, base, locale) : null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // Out of stock with nothing instead, the line is not charged.
      totalPrice: line.outOfStock?.substituteId === null ? 0 : line.unitPrice * line.quantity,
      comments: line.comments,
      options: line.options,
      optionNames: product ? optionNames(product, line.options, locale) : [],
      substitution: line.substitution ? substitutionDto(line.substitution, seed, locale) : null,
      outOfStock: line.outOfStock ? outOfStockDto(line.outOfStock, line, seed, locale) : null,
    };
  }),
  fees: order.fees.map((fee) => ({ ...fee, title: FEE_TITLES[fee.type][locale] })),
  discounts: order.discounts.map((d) => ({ ...d, title: DISCOUNT_TITLES[d.type][locale] })),
  orderItemsPriceWithoutDiscounts: order.itemsTotal,
  address: order.address,
  paymentMethod: order.paymentMethod,
  invoice: order.invoice ?? null,
  history: order.history ?? [{ at: order.createdAt, event: 'PLACED' }],
});

/** What came instead of a line out of stock, at the line's price and quantity. */
const outOfStockDto = (
  { substituteId }: { substituteId: string | null },
  line: StoredOrderLine,
  seed: Seed,
  locale: Locale,
) => {
  const substitute = substituteId ? seed.productsById.get(substituteId) : undefined;
  return {
    substitute: substitute
      ? {
          sku: substitute.sku,
          name: substitute.name[locale],
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        }
      : null,
  };
};

/** A line's choice, a chosen product named in the reader's language (as the catalogue names it). */
const substitutionDto = (
  choice: SubstitutionChoice,
  seed: Seed,
  locale: Locale,
): SubstitutionChoice => {
  if (choice.mode !== 'product') return choice;
  const product = seed.products.find((p) => p.sku === choice.sku);
  return { ...choice, name: product?.name[locale] ?? choice.name };
};

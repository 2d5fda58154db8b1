import type { HttpHandler } from 'msw';
import type { Locale } from '@/api/contract/common';
import {
  cancelOrderEndpoint,
  findOrderByKeyEndpoint,
  getBuyAgainEndpoint,
  getOrderEndpoint,
  getOrdersEndpoint,
  placeOrderEndpoint,
  reorderEndpoint,
  updateOrderEndpoint,
} from '@/api/contract/orders';
import { productDto } from '../dto/catalog';
import { orderDetailsDto, orderSummaryDto } from '../dto/orders';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { editOrder } from '../logic/edit-order';
import { type OrderWindow, orderWindow } from '../logic/order-window';
import { paginate } from '../logic/paging';
import { placeOrder } from '../logic/place-order';
import { buyAgain, reorderLines } from '../logic/reorder';
import type { Seed } from '../seed/seed';
import { COLLECTION_TYPE } from '../seed/services';
import type { StoredOrder } from '../seed/users';

const ORDERS_PAGE_SIZE = 10;

/** The `long-history` scenario: nine more orders, older than the customer's own (a second page). */
function ordersOf(orders: StoredOrder[], longHistory: boolean): StoredOrder[] {
  const template = orders[0];
  if (!longHistory || !template) return orders;
  // Delivered long ago: never a placed order that could still be changed.
  const older = Array.from({ length: 9 }, (_, i) => ({
    ...template,
    status: 'COMPLETED' as const,
    history: undefined,
    _id: `order-older-${i + 1}`,
    orderNumber: `AG-2401${String(10 + i)}-0${100 + i}`,
    idempotencyKey: null,
    createdAt: new Date(Date.UTC(2024, 0, 19 - i, 9)).toISOString(),
    isGift: false,
  }));
  return [...orders, ...older];
}

export const orderHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getOrdersEndpoint, ({ query, store, user, locale, scenarios, now }) => {
    const orders = ordersOf(user!.orders, scenarios.has('long-history'));
    return paginate(
      query.gift === undefined ? orders : orders.filter((o) => o.isGift === query.gift),
      query.pageNumber,
      (order) => orderSummaryDto(order, store.seed, locale, orderWindow(order, now, scenarios)),
      ORDERS_PAGE_SIZE,
    );
  }),

  route(demo, getOrderEndpoint, ({ params, store, user, locale, base, scenarios, now }) => {
    const orders = ordersOf(user!.orders, scenarios.has('long-history'));
    const order = orders.find((candidate) => candidate._id === params.orderId);
    if (!order) throw new DemoError(404, 'ORDER_NOT_FOUND');
    return orderDetailsDto(order, store.seed, locale, base, orderWindow(order, now, scenarios));
  }),

  /** Before the cut-off only; the order's time slot goes back to the shop's capacity. */
  route(demo, cancelOrderEndpoint, ({ params, store, user, locale, base, scenarios, now }) => {
    const order = user!.orders.find((candidate) => candidate._id === params.orderId);
    if (!order) throw new DemoError(404, 'ORDER_NOT_FOUND');
    if (!orderWindow(order, now, scenarios).isEditable) throw new DemoError(409, 'ORDER_LOCKED');
    order.status = 'CANCELLED';
    const at = new Date(now).toISOString();
    order.history = [
      ...(order.history ?? [{ at: order.createdAt, event: 'PLACED' }]),
      { at, event: 'CANCELLED' },
    ];
    for (const [id, reservation] of store.reservations) {
      if (reservation.orderId === order._id) store.reservations.delete(id);
    }
    return orderDetailsDto(order, store.seed, locale, base, orderWindow(order, now, scenarios));
  }),

  /** The lines replaced before the cut-off, checked and priced as a new order's. */
  route(demo, updateOrderEndpoint, (ctx) => {
    const order = ctx.user!.orders.find((candidate) => candidate._id === ctx.params.orderId);
    if (!order) throw new DemoError(404, 'ORDER_NOT_FOUND');
    if (!orderWindow(order, ctx.now, ctx.scenarios).isEditable) {
      throw new DemoError(409, 'ORDER_LOCKED');
    }
    editOrder(order, ctx);
    const window = orderWindow(order, ctx.now, ctx.scenarios);
    return orderDetailsDto(order, ctx.store.seed, ctx.locale, ctx.base, window);
  }),

  /** A past order's lines for the cart, without what the shop and service do not offer. */
  route(demo, reorderEndpoint, ({ params, body, store, user, locale, base, scenarios }) => {
    const orders = ordersOf(user!.orders, scenarios.has('long-history'));
    const order = orders.find((candidate) => candidate._id === params.orderId);
    if (!order) throw new DemoError(404, 'ORDER_NOT_FOUND');
    const shop = store.seed.shops.find((candidate) => candidate._id === body.shop);
    if (!shop) throw new DemoError(404, 'SHOP_NOT_FOUND');
    const service = shop.services.includes(body.deliveryService)
      ? COLLECTION_TYPE[body.deliveryService]
      : 'none';
    return reorderLines(store.seed, order, service, locale, base);
  }),

  route(demo, getBuyAgainEndpoint, ({ query, store, user, locale, base }) => {
    // With a shop, only what one of its services delivers.
    const services = store.seed.shops.find((s) => s._id === query.shop)?.services;
    return buyAgain(store.seed, user!.orders, services).map((p) => productDto(p, locale, base));
  }),

  /** A repeated idempotency key answers the first order: never a double order. */
  route(demo, placeOrderEndpoint, (ctx) => {
    const order = ctx.store.orderKeys.get(ctx.body.idempotencyKey) ?? placeOrder(ctx);
    return placedDto(order, ctx.store.seed, ctx.locale, orderWindow(order, ctx.now, ctx.scenarios));
  }),

  /** The order of a key: the customer's own, or a guest's (the key is the guest's secret). */
  route(demo, findOrderByKeyEndpoint, ({ params, store, user, locale, now, scenarios }) => {
    const order = store.orderKeys.get(params.idempotencyKey);
    const owned = order && (store.guestOrders.includes(order) || user?.orders.includes(order));
    if (!owned) throw new DemoError(404, 'ORDER_NOT_FOUND');
    return placedDto(order, store.seed, locale, orderWindow(order, now, scenarios));
  }),
];

const placedDto = (order: StoredOrder, seed: Seed, locale: Locale, window: OrderWindow) => ({
  orderId: order._id,
  orderNumber: order.orderNumber,
  summary: orderSummaryDto(order, seed, locale, window),
});

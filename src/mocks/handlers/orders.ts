import type { HttpHandler } from 'msw';
import { getOrderEndpoint, getOrdersEndpoint, placeOrderEndpoint } from '@/api/contract/orders';
import { orderDetailsDto, orderSummaryDto } from '../dto/orders';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { paginate } from '../logic/paging';
import { placeOrder } from '../logic/place-order';

const ORDERS_PAGE_SIZE = 10;

export const orderHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getOrdersEndpoint, ({ query, store, user, locale }) =>
    paginate(
      query.gift === undefined ? user!.orders : user!.orders.filter((o) => o.isGift === query.gift),
      query.pageNumber,
      (order) => orderSummaryDto(order, store.seed, locale),
      ORDERS_PAGE_SIZE,
    ),
  ),

  route(demo, getOrderEndpoint, ({ params, store, user, locale, base }) => {
    const order = user!.orders.find((candidate) => candidate._id === params.orderId);
    if (!order) throw new DemoError(404, 'ORDER_NOT_FOUND');
    return orderDetailsDto(order, store.seed, locale, base);
  }),

  /** A repeated idempotency key answers the first order: never a double order. */
  route(demo, placeOrderEndpoint, (ctx) => {
    const order = ctx.store.orderKeys.get(ctx.body.idempotencyKey) ?? placeOrder(ctx);
    return {
      orderId: order._id,
      orderNumber: order.orderNumber,
      summary: orderSummaryDto(order, ctx.store.seed, ctx.locale),
    };
  }),
];

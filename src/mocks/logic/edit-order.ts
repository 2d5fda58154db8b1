import type { z } from 'zod/mini';
import type { updateOrderRequestSchema } from '@/api/contract/orders';
import { DemoError } from '../http/demo-error';
import type { RouteContext } from '../http/route';
import { serviceById } from '../seed/services';
import type { StoredOrder, StoredOrderLine } from '../seed/users';
import { priceItems } from './pricing';

type Context = RouteContext<unknown, unknown, z.output<typeof updateOrderRequestSchema>>;

const sameLine = (a: { productId: string; options: string[] }, id: string, options: string[]) =>
  a.productId === id && a.options.join() === options.join();

/**
 * Replaces a placed order's lines, checked as a new order's (409 ITEMS_UNAVAILABLE /
 * PRICE_CHANGED, 422 MINIMUM_NOT_REACHED): a line kept keeps its substitution choice, a new one
 * gets a similar product should it be out of stock; totals and fees follow the new lines.
 */
export function editOrder(order: StoredOrder, { body, store, scenarios, locale, now }: Context) {
  const service = serviceById(order.deliveryService);
  const pricing = priceItems({ seed: store.seed, items: body.items, service, scenarios, locale });
  if (pricing.lines.some((line) => line.unavailable)) throw new DemoError(409, 'ITEMS_UNAVAILABLE');
  if (pricing.lines.some((line) => line.priceChanged)) throw new DemoError(409, 'PRICE_CHANGED');
  if (!pricing.minimumReached) throw new DemoError(422, 'MINIMUM_NOT_REACHED');
  order.lines = pricing.lines.map(({ item, unitPrice }): StoredOrderLine => {
    const kept = order.lines.find((line) => sameLine(line, item.id, item.options));
    return {
      productId: item.id,
      quantity: item.quantity,
      unitPrice,
      comments: item.comments,
      options: item.options,
      substitution: kept?.substitution ?? { mode: 'similar' },
    };
  });
  order.itemsTotal = pricing.itemsTotal;
  order.fees = pricing.fees;
  order.discounts = pricing.discounts;
  order.history = [
    ...(order.history ?? [{ at: order.createdAt, event: 'PLACED' }]),
    { at: new Date(now).toISOString(), event: 'EDITED' },
  ];
}

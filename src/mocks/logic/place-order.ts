import type { z } from 'zod/mini';
import type { Address } from '@/api/contract/addresses';
import type { placeOrderRequestSchema } from '@/api/contract/orders';
import { DemoError } from '../http/demo-error';
import type { RouteContext } from '../http/route';
import { serviceById } from '../seed/services';
import type { StoredOrder } from '../seed/users';
import { addressProblem, isEligible } from './address-rules';
import { localDate } from './athens-time';
import { configurationFor } from './configuration';
import { priceItems } from './pricing';
import { choiceFor, pickOutOfStock } from './substitutes';

type Context = RouteContext<unknown, unknown, z.output<typeof placeOrderRequestSchema>>;
type OrderAddress = Omit<Address, '_id' | 'isMainAddress'>;

const deliveryAddress = ({ body, user, store, scenarios }: Context): OrderAddress => {
  if (user) {
    const chosen =
      user.addresses.find((a) => a._id === body.addressId) ??
      (body.addressId ? undefined : user.addresses.find((a) => a.isMainAddress));
    if (!chosen) throw new DemoError(400, 'ADDRESS_REQUIRED');
    const { _id, isMainAddress, ...address } = chosen;
    return address;
  }
  if (!body.guest) throw new DemoError(400, 'ADDRESS_REQUIRED');
  const rules = configurationFor(store.seed.configuration, scenarios).fields.address;
  const problem = addressProblem(body.guest.address, rules);
  if (problem) throw new DemoError(400, 'VALIDATION_FAILED', problem);
  return body.guest.address;
};

/**
 * Checks and records a new order: who orders (user, or guest when enabled), the shop and service,
 * the address, the reservation (409 RESERVATION_EXPIRED), availability and prices (409
 * ITEMS_UNAVAILABLE / PRICE_CHANGED) and the minimum value.
 */
export const placeOrder = (ctx: Context): StoredOrder => {
  const { body, store, user, now, scenarios, locale } = ctx;
  const guestsAllowed =
    store.seed.configuration.order.guest.enabled && !scenarios.has('guest-disabled');
  if (!user && !guestsAllowed) throw new DemoError(401, 'GUEST_NOT_ALLOWED');
  if (!user && !body.guest) throw new DemoError(400, 'VALIDATION_FAILED', 'guest: required');
  const shop = store.seed.shops.find((candidate) => candidate._id === body.shop);
  if (!shop) throw new DemoError(404, 'SHOP_NOT_FOUND');
  if (!shop.services.includes(body.deliveryService))
    throw new DemoError(422, 'SERVICE_NOT_OFFERED');
  const service = serviceById(body.deliveryService);
  const address = service.deliversToAddress ? deliveryAddress(ctx) : null;
  if (address && !isEligible(address.postalCode)) throw new DemoError(422, 'ADDRESS_NOT_ELIGIBLE');
  const reservation = body.reservationRequestId
    ? store.reservations.get(body.reservationRequestId)
    : undefined;
  if (
    body.reservationRequestId &&
    (!reservation || reservation.orderId || reservation.expiresAt <= now)
  ) {
    throw new DemoError(409, 'RESERVATION_EXPIRED');
  }
  const pricing = priceItems({ seed: store.seed, items: body.items, service, scenarios, locale });
  if (pricing.lines.some((line) => line.unavailable)) throw new DemoError(409, 'ITEMS_UNAVAILABLE');
  if (pricing.lines.some((line) => line.priceChanged)) throw new DemoError(409, 'PRICE_CHANGED');
  if (!pricing.minimumReached) throw new DemoError(422, 'MINIMUM_NOT_REACHED');
  const order: StoredOrder = {
    _id: store.nextId('order'),
    orderNumber: `AG-${localDate(now).slice(2).replaceAll('-', '')}-${String(store.orderKeys.size + 1001)}`,
    idempotencyKey: body.idempotencyKey,
    status: 'PLACED',
    createdAt: new Date(now).toISOString(),
    deliveryService: service.id,
    shopId: shop._id,
    timeslot: reservation
      ? {
          startsAt: new Date(reservation.startsAt).toISOString(),
          endsAt: new Date(reservation.endsAt).toISOString(),
        }
      : null,
    lines: pricing.lines.map((line, index) => {
      const ordered = {
        productId: line.item.id,
        quantity: line.item.quantity,
        unitPrice: line.unitPrice,
        comments: line.item.comments,
        options: line.item.options,
        substitution: choiceFor(line.item, body.substitutions, body.substitutionDefault),
      };
      // Picking is simulated at once: the scenario has the first line out of stock.
      return index === 0 && scenarios.has('out-of-stock')
        ? pickOutOfStock(store.seed, ordered)
        : ordered;
    }),
    address,
    paymentMethod: body.paymentMethod,
    isGift: body.isGift,
    invoice: body.invoice ?? null,
    itemsTotal: pricing.itemsTotal,
    fees: pricing.fees,
    discounts: pricing.discounts,
  };
  // A line out of stock with nothing instead is not charged; a substitute costs what it replaces.
  for (const line of order.lines) {
    if (line.outOfStock?.substituteId === null) order.itemsTotal -= line.unitPrice * line.quantity;
  }
  if (reservation) reservation.orderId = order._id;
  store.orderKeys.set(body.idempotencyKey, order);
  if (user) {
    user.orders.unshift(order);
    user.cart = [];
  } else {
    store.guestOrders.push(order);
  }
  return order;
};

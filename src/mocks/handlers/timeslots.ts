import type { HttpHandler } from 'msw';
import {
  extendReservationEndpoint,
  getDeliveryDaysEndpoint,
  reserveTimeSlotEndpoint,
} from '@/api/contract/timeslots';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { bookableUntil, daysFor, isSlotAvailable, slotTimes } from '../logic/slots';
import type { ServiceId } from '../seed/products';
import type { Seed } from '../seed/seed';
import { RESERVATION_EXTENSIONS, RESERVATION_TTL_MS, serviceById } from '../seed/services';
import type { StoredReservation } from '../store';

const shopOffering = (seed: Seed, shopId: string, service: ServiceId) => {
  const shop = seed.shops.find((candidate) => candidate._id === shopId);
  if (!shop) throw new DemoError(404, 'SHOP_NOT_FOUND');
  if (!shop.services.includes(service)) throw new DemoError(422, 'SERVICE_NOT_OFFERED');
  return shop;
};

/** An extension holds the slot at least this long from the press, or it is refused. */
const MIN_EXTENSION_MS = 10 * 60 * 1000;

const reply = (r: StoredReservation) => ({
  requestId: r.requestId,
  startsAt: new Date(r.startsAt).toISOString(),
  endsAt: new Date(r.endsAt).toISOString(),
  expiresAt: new Date(r.expiresAt).toISOString(),
});

export const timeslotHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getDeliveryDaysEndpoint, ({ params, query, store, now, scenarios }) => {
    const shop = shopOffering(store.seed, params.shopId, query.service);
    const service = serviceById(query.service);
    return daysFor(shop, service, now).map((day) => ({
      date: day.date,
      timeslots: day.slots.map((slot) => {
        const start = slotTimes(slot.startsAt);
        const end = slotTimes(slot.endsAt);
        return {
          startsAt: start.iso,
          endsAt: end.iso,
          startsAtDate: start.date,
          endsAtDate: end.date,
          isAvailable: isSlotAvailable(store, shop, service, slot, now, scenarios),
        };
      }),
    }));
  }),

  /** Holds a slot for 15 minutes; a repeated idempotency key answers the first reservation. */
  route(demo, reserveTimeSlotEndpoint, ({ body, store, now, scenarios }) => {
    const previous = [...store.reservations.values()].find(
      (r) => r.idempotencyKey === body.idempotencyKey,
    );
    if (previous) return reply(previous);
    if (scenarios.has('reservation-fails')) throw new DemoError(409, 'SLOT_UNAVAILABLE');
    const shop = shopOffering(store.seed, body.shop, body.deliveryService);
    const service = serviceById(body.deliveryService);
    const startsAt = Date.parse(body.startsAt);
    const endsAt = Date.parse(body.endsAt);
    const slot = daysFor(shop, service, now)
      .flatMap((day) => day.slots)
      .find((candidate) => candidate.startsAt === startsAt && candidate.endsAt === endsAt);
    if (!slot || !isSlotAvailable(store, shop, service, slot, now, scenarios)) {
      throw new DemoError(409, 'SLOT_UNAVAILABLE');
    }
    const reservation = {
      requestId: store.nextId('rsv'),
      idempotencyKey: body.idempotencyKey,
      shopId: shop._id,
      service: service.id,
      startsAt,
      endsAt,
      // Never past the moment the slot stops taking orders.
      expiresAt: Math.min(now + RESERVATION_TTL_MS, bookableUntil(service.id, startsAt)),
      postalCode: body.postalCode ?? null,
      orderId: null,
    };
    store.reservations.set(reservation.requestId, reservation);
    return reply(reservation);
  }),

  /**
   * "Keep my slot": the reservation is held RESERVATION_TTL_MS from now, at most
   * RESERVATION_EXTENSIONS times, and never past the moment the slot stops taking orders (its
   * lead time): a slot that no longer does is refused as unavailable. A repeated idempotency key
   * answers the same extension.
   */
  route(demo, extendReservationEndpoint, ({ params, body, store, now, scenarios }) => {
    const reservation = store.reservations.get(params.requestId);
    if (!reservation || reservation.orderId !== null || reservation.expiresAt <= now) {
      throw new DemoError(409, 'RESERVATION_EXPIRED');
    }
    const keys = reservation.extensionKeys ?? [];
    if (keys.includes(body.idempotencyKey)) return reply(reservation);
    if (scenarios.has('extension-refused')) throw new DemoError(409, 'SLOT_UNAVAILABLE');
    if (keys.length >= RESERVATION_EXTENSIONS) throw new DemoError(409, 'EXTENSION_LIMIT');
    const cutoff = bookableUntil(reservation.service, reservation.startsAt);
    // Held less than the minimum from now, the slot stops taking orders too soon to be worth it.
    if (cutoff - now < MIN_EXTENSION_MS) throw new DemoError(409, 'SLOT_UNAVAILABLE');
    reservation.extensionKeys = [...keys, body.idempotencyKey];
    reservation.expiresAt = Math.max(
      reservation.expiresAt,
      Math.min(cutoff, now + RESERVATION_TTL_MS),
    );
    return reply(reservation);
  }),
];

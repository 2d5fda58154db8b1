import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { deliveryModeSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { lazySchema } from './lazy-schema';

/**
 * One slot. `startsAt` / `endsAt` are instants (what a reservation sends back);
 * `startsAtDate` / `endsAtDate` are the shop-local calendar dates of those instants.
 */
export const timeSlotSchema = lazySchema(() =>
  z.object({
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    startsAtDate: isoDateSchema,
    endsAtDate: isoDateSchema,
    isAvailable: z.boolean(),
  }),
);
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** A day is disabled when none of its slots is available. */
export const deliveryDaySchema = lazySchema(() =>
  z.object({
    date: isoDateSchema,
    timeslots: z.array(timeSlotSchema),
  }),
);
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

export const getDeliveryDaysEndpoint = endpoint({
  method: 'GET',
  path: '/v3/shops/:shopId/delivery-days',
  params: z.object({ shopId: idSchema }),
  query: z.object({
    service: deliveryModeSchema,
    postalCode: z.optional(z.string()),
  }),
  response: z.array(deliveryDaySchema),
});

export const reservationRequestSchema = lazySchema(() =>
  z.object({
    /** Shop `_id`. */
    shop: idSchema,
    deliveryService: deliveryModeSchema,
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    /** Delivery postal code; absent for take-away. */
    postalCode: z.optional(z.string()),
    /** Same key on a repeated attempt returns the first reservation instead of a second one. */
    idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  }),
);
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const reservationSchema = lazySchema(() =>
  z.object({
    requestId: idSchema,
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    /** The countdown is computed from this and the current time. */
    expiresAt: isoDateTimeSchema,
  }),
);
export type Reservation = z.infer<typeof reservationSchema>;

/** 409 `SLOT_UNAVAILABLE` when the slot is full. Never retried automatically. */
export const reserveTimeSlotEndpoint = endpoint({
  method: 'POST',
  path: '/v3/timeslots/reservations',
  body: reservationRequestSchema,
  response: reservationSchema,
});

/**
 * Holds a reservation longer: the same slot with a new `expiresAt`. 409 `SLOT_UNAVAILABLE` when
 * the slot can no longer be held (it filled meanwhile), 409 `EXTENSION_LIMIT` when it was
 * extended as often as the platform allows, 409 `RESERVATION_EXPIRED` when it is unknown or has
 * run out. The same key
 * on a repeated attempt answers the first extension instead of a second one.
 */
export const extendReservationEndpoint = endpoint({
  method: 'POST',
  path: '/v3/timeslots/reservations/:requestId/extension',
  params: z.object({ requestId: idSchema }),
  body: z.object({ idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)) }),
  response: reservationSchema,
});

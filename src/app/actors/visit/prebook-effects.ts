import type { SlotTarget } from '@machines/prebook/prebook.types';
import type { QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/api/client';
import {
  extendReservationEndpoint,
  getDeliveryDaysEndpoint,
  reserveTimeSlotEndpoint,
} from '@/api/contract/timeslots';
import { api } from '../../api';
import { configurationQuery } from '../../queries/content';
import { fetchForEffect } from '../../queries/fetch-for-effect';

/**
 * The pre-book journey's effects that need the API client and the zod contract, loaded on first
 * use so neither enters the bundle of the first paint.
 */
export async function fetchDeliveryDays(queryClient: QueryClient, target: SlotTarget) {
  const [days, config] = await Promise.all([
    api.call(getDeliveryDaysEndpoint, {
      params: { shopId: target.shopId },
      query: { service: target.service, postalCode: target.postalCode },
    }),
    fetchForEffect(queryClient, configurationQuery()),
  ]);
  return { days, strategy: config.timeslots.calculation.strategy };
}

/** One reservation per attempt: a fresh idempotency key, never retried blindly (POST). */
export const reserveSlot = ({
  target,
  startsAt,
  endsAt,
}: {
  target: SlotTarget;
  startsAt: string;
  endsAt: string;
}) =>
  api.call(reserveTimeSlotEndpoint, {
    body: {
      shop: target.shopId,
      deliveryService: target.service,
      startsAt,
      endsAt,
      postalCode: target.postalCode,
      idempotencyKey: newIdempotencyKey(),
    },
  });

/**
 * "Keep my slot": one extension of this reservation from this expiry, whoever asks. The key is
 * the reservation and the expiry it extends, so a press again after an answer that was lost, or
 * two tabs pressing at once, get the same extension instead of using up the next one. A refusal
 * rejects with the platform's code (`EXTENSION_LIMIT`, …).
 */
export const extendReservation = ({
  requestId,
  expiresAt,
}: {
  requestId: string;
  expiresAt: string;
}) =>
  api.call(extendReservationEndpoint, {
    params: { requestId },
    body: { idempotencyKey: `extend:${requestId}:${expiresAt}` },
  });

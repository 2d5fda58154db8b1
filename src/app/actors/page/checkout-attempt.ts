import type { OpenAttempt, OrderDraft } from '@machines/checkout/checkout.types';
import { z } from 'zod/mini';
import { type KeyValueStore, readStored, removeStored, writeStored } from '@/lib/storage';
import type { LineLike } from '../../queries/checkout';

/** After a day an open attempt is dropped: a lost order's reservation ran out long before. */
export const OPEN_ATTEMPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const storedAttemptSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  fingerprint: z.string(),
  at: z.number(),
});

/** The attempt a reload or another tab must check with the platform first, if any. */
export function readOpenAttempt(store: KeyValueStore, now = Date.now()): OpenAttempt | null {
  const stored = readStored(store, 'orderAttempt', storedAttemptSchema);
  if (!stored || now - stored.at > OPEN_ATTEMPT_MAX_AGE_MS) return null;
  return { idempotencyKey: stored.idempotencyKey, fingerprint: stored.fingerprint };
}

/** Keeps the attempt in flight (or forgets it: null) for a reload or another tab. */
export function keepOpenAttempt(
  store: KeyValueStore,
  attempt: OpenAttempt | null,
  now = Date.now(),
): void {
  if (attempt) writeStored(store, 'orderAttempt', { ...attempt, at: now });
  else removeStored(store, 'orderAttempt');
}

/**
 * What is ordered, as text (OrderDraft.fingerprint): the shop, the service, where it goes and the
 * lines with their options and comments. Not the slot: a slot chosen again after an unanswered
 * attempt is still the same order, so it keeps the attempt's key.
 */
export function orderFingerprint(order: {
  shopId: string | null;
  service: string;
  place: string | null;
  lines: readonly LineLike[];
}): OrderDraft['fingerprint'] {
  const lines = order.lines.map((line) =>
    [line.sku, line.quantity, JSON.stringify(line.options ?? null), line.comments ?? ''].join(':'),
  );
  return JSON.stringify([order.shopId, order.service, order.place, lines]);
}

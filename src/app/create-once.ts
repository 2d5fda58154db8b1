import { isOutcomeUnknown } from '@/api/api-error';

/** Payloads whose create ended without a readable answer: looked for before they are sent again. */
const unsure = new Set<string>();

/**
 * Creates a resource at most once. When the reply leaves the outcome unknown (no reply, an
 * unreadable one, a 5xx), the resource is looked for (`find`, a fresh read) before the shopper
 * is asked to retry: found, it is the result. Not found (or the read failed too), the error
 * stands, and the shopper's retry of the same payload looks again before it creates.
 */
export async function createOnce<T>(
  payload: unknown,
  create: () => Promise<T>,
  find: () => Promise<T | undefined>,
): Promise<T> {
  const key = JSON.stringify(payload);
  if (unsure.has(key)) {
    const existing = await find();
    unsure.delete(key);
    if (existing !== undefined) return existing;
  }
  try {
    return await create();
  } catch (error) {
    if (!isOutcomeUnknown(error)) throw error;
    unsure.add(key);
    const existing = await find().catch(() => undefined);
    if (existing === undefined) throw error;
    unsure.delete(key);
    return existing;
  }
}

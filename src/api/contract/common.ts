import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import '../zod-setup';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/email';

/** Server identifiers (`_id`, `id`) are opaque non-empty strings. */
export const idSchema = z.string().check(z.minLength(1));

/** Money is always an integer amount of cents (divide by 100 for display). */
export const centsSchema = z.int();

/** An instant with a time zone (`2025-05-01T08:00:00.000Z` or `...+03:00`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** An e-mail address, by the shop's one rule (src/lib/email.ts): the forms check the same. */
export const emailSchema = z.email({ pattern: EMAIL_PATTERN }).check(z.maxLength(EMAIL_MAX_LENGTH));

/** A local clock time `HH:MM` (24 h). */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const localeSchema = z.enum(['el', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/** Delivery services (also the persisted DeliveryMode): easy is the default. */
export const deliveryModeSchema = z.enum(['easy', 'express', 'takeAway']);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

/** Collection types are platform codes (e.g. `DELIVERY`, `TAKE_AWAY`); kept open. */
export const collectionTypeSchema = z.string().check(z.minLength(1));
export type CollectionType = z.infer<typeof collectionTypeSchema>;

/** Product codes as used by editors (`PR` followed by digits). */
export const productCodeSchema = z.string().check(z.regex(/^PR\d+$/));

/**
 * Body of every non-2xx reply. `userMessage` is already translated for the shopper and may be
 * shown as is; `code` is a stable machine code (see docs/API.md).
 */
export const apiErrorBodySchema = lazySchema(() =>
  z.object({
    userMessage: z.optional(z.string()),
    code: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** A page of results; `pageNumber` starts at 0. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    pageNumber: z.int().check(z.gte(0)),
    pageSize: z.int().check(z.positive()),
    totalItems: z.int().check(z.gte(0)),
    totalPages: z.int().check(z.gte(0)),
  });
export type Page<T> = {
  items: T[];
  pageNumber: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
};

// Query-string helpers. The platform parses the query it receives from a URL, where every value
// is a string and an array is a repeated key (`?a=1&a=2`), so query schemas accept both the typed
// value (what the client passes) and its string form (what the platform reads).

/** A non-negative integer in a query string. */
export const queryIntSchema = lazySchema(() =>
  z.union([
    z.int().check(z.gte(0)),
    z.pipe(
      z.string().check(z.regex(/^\d+$/)),
      z.transform((v: string) => Number(v)),
    ),
  ]),
);

/** A boolean in a query string (`true` / `false`). */
export const queryBooleanSchema = lazySchema(() =>
  z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v: 'true' | 'false') => v === 'true'),
    ),
  ]),
);

/** A list in a query string: repeated keys; a single occurrence arrives as a plain string. */
export const queryListSchema = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.union([z.array(item), item]),
    z.transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]) as z.output<T>[]),
  );

/** Replies without a body (204). */
export const noContentSchema = z.void();

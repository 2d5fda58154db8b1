import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { addressSchema } from './addresses';
import { idSchema, noContentSchema } from './common';
import { lazySchema } from './lazy-schema';

/** The spec does not list a loyalty card's fields: a small shape of our own. */
export const loyaltyCardSchema = lazySchema(() =>
  z.object({
    number: z.string().check(z.minLength(1)),
    label: z.string(),
    points: z._default(z.int().check(z.gte(0)), 0),
  }),
);
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

export const userSchema = z.object({
  _id: idSchema,
  /** Only in login and register replies; the client moves it to the token cookie. */
  token: z.optional(z.string().check(z.minLength(1))),
  firstName: z.string(),
  lastName: z.optional(z.string()),
  email: z.email(),
  addresses: z.array(addressSchema),
  avatarURL: z.nullable(z.string()),
  totalLoyaltyPoints: z.int().check(z.gte(0)),
  loyaltyCards: z.array(loyaltyCardSchema),
});
export type User = z.infer<typeof userSchema>;

export const getMeEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me',
  auth: 'required',
  response: userSchema,
});

/**
 * `encodedImage` is a data URL (`data:image/webp;base64,...`) of an image already re-encoded by the
 * client to at most 200 px and 1 MB. 422 `AVATAR_INVALID` otherwise.
 */
export const uploadAvatarEndpoint = endpoint({
  method: 'POST',
  path: '/v3/users/me/avatar',
  auth: 'required',
  body: z.object({
    encodedImage: z
      .string()
      .check(z.regex(/^data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/=]+$/)),
  }),
  response: z.object({ avatarURL: z.string() }),
});

/**
 * A card saved with the payment provider: never the number, only what identifies it to its owner.
 * The spec names /user/cards ("Saved cards") without a call or fields: this shape is our own.
 */
export const savedCardSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    brand: z.enum(['visa', 'mastercard', 'maestro', 'amex']),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    expiryMonth: z.int().check(z.gte(1), z.lte(12)),
    expiryYear: z.int().check(z.gte(2000), z.lte(2100)),
  }),
);
export type SavedCard = z.infer<typeof savedCardSchema>;

export const getSavedCardsEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/cards',
  auth: 'required',
  response: z.object({ cards: z.array(savedCardSchema) }),
});

/** 204 on success; 404 `CARD_NOT_FOUND`. */
export const deleteSavedCardEndpoint = endpoint({
  method: 'DELETE',
  path: '/v3/users/me/cards/:cardId',
  auth: 'required',
  params: z.object({ cardId: idSchema }),
  response: noContentSchema,
});

/**
 * What the customer is told about (the spec names /user/notifications only when
 * services.newsletter.enabled, without a call: this shape is our own).
 */
export const notificationSettingsSchema = lazySchema(() =>
  z.object({
    /** The weekly offers e-mail (the footer's newsletter, for the account's address). */
    newsletter: z.boolean(),
    /** A text message when an order is on its way. */
    orderUpdatesBySms: z.boolean(),
  }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const getNotificationSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/notifications',
  auth: 'required',
  response: notificationSettingsSchema,
});

export const putNotificationSettingsEndpoint = endpoint({
  method: 'PUT',
  path: '/v3/users/me/notifications',
  auth: 'required',
  body: notificationSettingsSchema,
  response: notificationSettingsSchema,
});

/** 204 on success. */
export const deleteAvatarEndpoint = endpoint({
  method: 'DELETE',
  path: '/v3/users/me/avatar',
  auth: 'required',
  response: noContentSchema,
});

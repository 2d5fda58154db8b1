import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { clockTimeSchema, collectionTypeSchema, deliveryModeSchema, idSchema } from './common';
import { lazySchema } from './lazy-schema';

export const shopAddressSchema = lazySchema(() =>
  z.object({
    latitude: z.number(),
    longitude: z.number(),
    region: z.string(),
    city: z.string(),
    street: z.string(),
    streetNo: z.optional(z.string()),
    postalCode: z.optional(z.string()),
  }),
);
export type ShopAddress = z.infer<typeof shopAddressSchema>;

export const shopSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: z.string(),
    title: z.string(),
    address: shopAddressSchema,
    collectionTypes: z.array(collectionTypeSchema),
    collections: z.array(z.object({ collectionType: collectionTypeSchema })),
    postalCode: z.string(),
  }),
);
export type Shop = z.infer<typeof shopSchema>;

/** The client-side selection: one shop per service plus the selected one (persisted, not an API reply). */
export const shopSelectionSchema = lazySchema(() =>
  z.object({
    easyShop: z._default(z.nullable(shopSchema), null),
    expressShop: z._default(z.nullable(shopSchema), null),
    takeAwayShop: z._default(z.nullable(shopSchema), null),
    selectedShop: z._default(z.nullable(shopSchema), null),
  }),
);
export type ShopSelection = z.infer<typeof shopSelectionSchema>;

/** ISO weekday: 1 Monday ... 7 Sunday. A day missing from `workingHours` is closed. */
export const weekdaySchema = z.int().check(z.gte(1), z.lte(7));

export const workingHoursSchema = lazySchema(() =>
  z.object({
    day: weekdaySchema,
    opensAt: clockTimeSchema,
    closesAt: clockTimeSchema,
  }),
);
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const storeSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: z.string(),
    address: z.object({
      latitude: z.number(),
      longitude: z.number(),
      region: z.string(),
      city: z.string(),
      street: z.string(),
      streetNo: z.string(),
      postalCode: z.string(),
      /** Km from the shopper; computed by the client when a location is known. */
      distance: z.optional(z.number()),
    }),
    workingHours: z.array(workingHoursSchema),
  }),
);
export type Store = z.infer<typeof storeSchema>;

/**
 * Shops serving a delivery service. With `postalCode` (delivery) only the shops delivering there;
 * an empty array means the postal code is not supported. Without it (take-away) every shop
 * offering the service.
 */
export const getShopsEndpoint = endpoint({
  method: 'GET',
  path: '/v3/shops',
  query: z.object({
    service: deliveryModeSchema,
    postalCode: z.optional(z.string()),
  }),
  response: z.array(shopSchema),
});

/** Physical stores for the store finder (unsorted; the client sorts by distance). */
export const getStoresEndpoint = endpoint({
  method: 'GET',
  path: '/v3/stores',
  response: z.array(storeSchema),
});

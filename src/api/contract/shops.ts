import { z } from 'zod';
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
    streetNo: z.string().optional(),
    postalCode: z.string().optional(),
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
    easyShop: shopSchema.nullable().default(null),
    expressShop: shopSchema.nullable().default(null),
    takeAwayShop: shopSchema.nullable().default(null),
    selectedShop: shopSchema.nullable().default(null),
  }),
);
export type ShopSelection = z.infer<typeof shopSelectionSchema>;

/** ISO weekday: 1 Monday ... 7 Sunday. A day missing from `workingHours` is closed. */
export const weekdaySchema = z.int().min(1).max(7);

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
      distance: z.number().optional(),
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
    postalCode: z.string().optional(),
  }),
  response: z.array(shopSchema),
});

/** Physical stores for the store finder (unsorted; the client sorts by distance). */
export const getStoresEndpoint = endpoint({
  method: 'GET',
  path: '/v3/stores',
  response: z.array(storeSchema),
});

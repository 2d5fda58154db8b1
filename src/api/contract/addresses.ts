import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idSchema, noContentSchema } from './common';

/** 0 home, 1 work, 2 other. */
export const addressTypeSchema = z.literal([0, 1, 2]);
export type AddressType = z.infer<typeof addressTypeSchema>;
export const ADDRESS_TYPE = {
  home: 0,
  work: 1,
  other: 2,
} as const satisfies Record<string, AddressType>;

/** Fields a shopper enters; lengths and postal format are checked against the configuration. */
export const addressInputSchema = z.object({
  type: addressTypeSchema,
  street: z.string().trim().min(1),
  streetNo: z.string().trim().min(1),
  postalCode: z.string().trim().min(1),
  city: z.string().trim().min(1),
  floor: z.string().default(''),
  nameAtBell: z.string().default(''),
  contactPhone: z.string().default(''),
  latitude: z.number().nullable().default(null),
  longitude: z.number().nullable().default(null),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = addressInputSchema.extend({
  _id: idSchema,
  /** Exactly one saved address is the main one. */
  isMainAddress: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** A guest's single address; the contact phone is required. */
export const guestAddressSchema = addressInputSchema.extend({
  contactPhone: z.string().trim().min(6),
});
export type GuestAddress = z.infer<typeof guestAddressSchema>;

export const getAddressesEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/addresses',
  auth: 'required',
  response: z.array(addressSchema),
});

/**
 * The first address becomes the main one. 422 `ADDRESS_NOT_ELIGIBLE` (with userMessage) when the
 * area is not served.
 */
export const createAddressEndpoint = endpoint({
  method: 'POST',
  path: '/v3/users/me/addresses',
  auth: 'required',
  body: addressInputSchema,
  response: addressSchema,
});

export const updateAddressEndpoint = endpoint({
  method: 'PUT',
  path: '/v3/users/me/addresses/:addressId',
  auth: 'required',
  params: z.object({ addressId: idSchema }),
  body: addressInputSchema,
  response: addressSchema,
});

/** Deleting the main address makes the first remaining one main. */
export const deleteAddressEndpoint = endpoint({
  method: 'DELETE',
  path: '/v3/users/me/addresses/:addressId',
  auth: 'required',
  params: z.object({ addressId: idSchema }),
  response: noContentSchema,
});

/** Replies with every address, so the previous main one is updated too. */
export const setMainAddressEndpoint = endpoint({
  method: 'PUT',
  path: '/v3/users/me/addresses/:addressId/main',
  auth: 'required',
  params: z.object({ addressId: idSchema }),
  response: z.array(addressSchema),
});

import { z } from 'zod/mini';
import {
  ADDRESS_TEXT_PATTERN,
  normalizePhone,
  normalizePostalCode,
  PHONE_PATTERN,
  STREET_NO_PATTERN,
} from '@/lib/field-rules';
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

/** The fields of an address as the platform stores and returns them (replies are not re-judged). */
const addressFieldsSchema = z.object({
  type: addressTypeSchema,
  street: z.string().check(z.trim(), z.minLength(1)),
  streetNo: z.string().check(z.trim(), z.minLength(1)),
  postalCode: z.string().check(z.trim(), z.minLength(1)),
  city: z.string().check(z.trim(), z.minLength(1)),
  floor: z._default(z.string(), ''),
  nameAtBell: z._default(z.string(), ''),
  contactPhone: z._default(z.string(), ''),
  latitude: z._default(z.nullable(z.number()), null),
  longitude: z._default(z.nullable(z.number()), null),
});

const placeName = z.string().check(z.trim(), z.regex(ADDRESS_TEXT_PATTERN), z.regex(/\p{L}/u));
const optionalText = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || ADDRESS_TEXT_PATTERN.test(value)),
  ),
  '',
);
const phone = z.string().check(z.refine((value) => PHONE_PATTERN.test(normalizePhone(value))));

/**
 * Fields a shopper enters, with the shop's field patterns (src/lib/field-rules.ts): a request with
 * an emoji or a control character in any of them is refused (400 `VALIDATION_FAILED`). Lengths
 * and the postal format depend on the configuration and are checked against it.
 */
export const addressInputSchema = z.extend(addressFieldsSchema, {
  street: placeName,
  streetNo: z.string().check(z.trim(), z.regex(STREET_NO_PATTERN)),
  postalCode: z
    .string()
    .check(z.refine((value) => /^[\p{L}\d]+$/u.test(normalizePostalCode(value)))),
  city: placeName,
  floor: optionalText,
  nameAtBell: optionalText,
  contactPhone: z._default(z.union([z.literal(''), phone]), ''),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.extend(addressFieldsSchema, {
  _id: idSchema,
  /** Exactly one saved address is the main one. */
  isMainAddress: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** A guest's single address; the contact phone is required. */
export const guestAddressSchema = z.extend(addressInputSchema, { contactPhone: phone });
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

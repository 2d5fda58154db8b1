import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import {
  type AddressTextRule,
  DEFAULT_POSTAL_CODE_RULE,
  type FieldError,
  type PostalCodeRule,
  validatePhone,
  validatePlaceName,
  validatePostalCode,
  validateStreetNo,
} from '@/lib/field-rules';

export const guestFields = ['street', 'streetNo', 'postalCode', 'city', 'contactPhone'] as const;
export type GuestField = (typeof guestFields)[number];
export type GuestAddressValues = Record<GuestField, string>;
export type GuestAddressErrors = Partial<Record<GuestField, FieldError>>;

/** `fields.address.*` of the configuration, as the guest form needs it. */
export interface GuestAddressRules {
  street: AddressTextRule;
  city: AddressTextRule;
  streetNo: AddressTextRule;
  postalCode: PostalCodeRule;
}

export const defaultGuestRules: GuestAddressRules = {
  street: { minLength: 1, maxLength: 80 },
  city: { minLength: 1, maxLength: 60 },
  streetNo: { minLength: 1, maxLength: 10 },
  postalCode: DEFAULT_POSTAL_CODE_RULE,
};

export const emptyGuestAddress: GuestAddressValues = {
  street: '',
  streetNo: '',
  postalCode: '',
  city: '',
  contactPhone: '',
};

/** Every field's error code; an empty object when the form may be sent. */
export function validateGuestAddress(
  values: GuestAddressValues,
  rules: GuestAddressRules,
): GuestAddressErrors {
  const errors: GuestAddressErrors = {};
  const checks: [GuestField, FieldError | null][] = [
    ['street', validatePlaceName(values.street, rules.street)],
    ['streetNo', validateStreetNo(values.streetNo, rules.streetNo)],
    ['postalCode', validatePostalCode(values.postalCode, rules.postalCode)],
    ['city', validatePlaceName(values.city, rules.city)],
    ['contactPhone', validatePhone(values.contactPhone)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export interface GuestAddressInput {
  service: DeliveryMode;
  rules?: GuestAddressRules;
  /** Prefill: the guest's earlier address and the postal code just checked. */
  initial?: Partial<GuestAddressValues>;
}

export interface GuestAddressOutput {
  /** The shops delivering to the address (never empty). */
  shops: Shop[];
  address: GuestAddressValues;
}

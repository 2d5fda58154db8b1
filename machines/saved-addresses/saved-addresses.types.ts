import type { Address, AddressInput, AddressType } from '@/api/contract/addresses';
import {
  type AddressTextRule,
  DEFAULT_POSTAL_CODE_RULE,
  type FieldError,
  type FieldFormat,
  type LengthRule,
  type PostalCodeRule,
  validateOptionalText,
  validatePhone,
  validatePlaceName,
  validatePostalCode,
  validateStreetNo,
} from '@/lib/field-rules';

export const addressTextFields = [
  'city',
  'street',
  'streetNo',
  'postalCode',
  'floor',
  'nameAtBell',
  'contactPhone',
] as const;
export type AddressTextField = (typeof addressTextFields)[number];

export interface AddressDraft extends Record<AddressTextField, string> {
  type: AddressType;
  latitude: number | null;
  longitude: number | null;
}
export type AddressErrors = Partial<Record<AddressTextField, FieldError>>;

/** `fields.address.*` of the configuration, as the address form needs it. */
export interface AddressFormRules {
  city: AddressTextRule;
  street: AddressTextRule;
  streetNo: AddressTextRule;
  postalCode: PostalCodeRule;
}

/** Optional fields only have a maximum length. */
const OPTIONAL_MAX = { floor: 10, nameAtBell: 60 } as const;

/** A configured minimum length of 0 or less is raised to 1 (shopping-app.md §5, address form). */
export const raiseMinLength = <T extends LengthRule>(rule: T): T => ({
  ...rule,
  minLength: Math.max(1, rule.minLength),
});

/** The form rules from the configuration's `fields.address`, minimums raised to at least 1. */
export function addressFormRules(fields: {
  city: AddressTextRule;
  street: AddressTextRule;
  streetNo: AddressTextRule;
  postalCode: LengthRule & { format: FieldFormat };
}): AddressFormRules {
  return {
    city: raiseMinLength(fields.city),
    street: raiseMinLength(fields.street),
    streetNo: raiseMinLength(fields.streetNo),
    postalCode: raiseMinLength(fields.postalCode),
  };
}

export const defaultAddressRules: AddressFormRules = {
  city: { minLength: 1, maxLength: 60 },
  street: { minLength: 1, maxLength: 80 },
  streetNo: { minLength: 1, maxLength: 10 },
  postalCode: DEFAULT_POSTAL_CODE_RULE,
};

export const emptyDraft: AddressDraft = {
  type: 0,
  city: '',
  street: '',
  streetNo: '',
  postalCode: '',
  floor: '',
  nameAtBell: '',
  contactPhone: '',
  latitude: null,
  longitude: null,
};

export const draftOf = (address: Address): AddressDraft => ({
  type: address.type,
  city: address.city,
  street: address.street,
  streetNo: address.streetNo,
  postalCode: address.postalCode,
  floor: address.floor,
  nameAtBell: address.nameAtBell,
  contactPhone: address.contactPhone,
  latitude: address.latitude,
  longitude: address.longitude,
});

/** Every field's error code; an empty object when the address may be saved. */
export function validateAddress(draft: AddressDraft, rules: AddressFormRules): AddressErrors {
  const errors: AddressErrors = {};
  const checks: [AddressTextField, FieldError | null][] = [
    ['city', validatePlaceName(draft.city, raiseMinLength(rules.city))],
    ['street', validatePlaceName(draft.street, raiseMinLength(rules.street))],
    ['streetNo', validateStreetNo(draft.streetNo, raiseMinLength(rules.streetNo))],
    ['postalCode', validatePostalCode(draft.postalCode, raiseMinLength(rules.postalCode))],
    ['floor', validateOptionalText(draft.floor, OPTIONAL_MAX.floor)],
    ['nameAtBell', validateOptionalText(draft.nameAtBell, OPTIONAL_MAX.nameAtBell)],
    ['contactPhone', validatePhone(draft.contactPhone)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** What the platform is sent: trimmed, postal code without spaces. */
export const addressInputOf = (draft: AddressDraft): AddressInput => ({
  ...draft,
  city: draft.city.trim(),
  street: draft.street.trim(),
  streetNo: draft.streetNo.trim(),
  postalCode: draft.postalCode.replace(/\s+/g, ''),
  floor: draft.floor.trim(),
  nameAtBell: draft.nameAtBell.trim(),
  contactPhone: draft.contactPhone.trim(),
});

/** A street picked from the autocomplete fills street, city, postal code and coordinates. */
export interface PickedStreet {
  street: string;
  city: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export interface SavedAddressesInput {
  rules?: AddressFormRules;
  /**
   * The most addresses the customer may save (configuration `addresses.limit`); null or absent is
   * no limit. At the limit adding is blocked: no add button or card (content-side #44).
   */
  addressLimit?: number | null;
  /**
   * Only add one address (from the header's address sheet): the sheet opens at once, and the
   * journey ends with the saved address, or with null when the shopper cancels.
   */
  addOnly?: boolean;
  /** What the new address starts with (add-only), e.g. the phone the shopper already gave. */
  draft?: Partial<AddressDraft>;
}

/** Adding is not blocked: no limit, or fewer addresses than it. */
export const mayAdd = ({
  addresses,
  addressLimit,
}: {
  addresses: readonly unknown[];
  addressLimit: number | null;
}) => addressLimit === null || addresses.length < addressLimit;

/** The save effect's input: `id` null creates, otherwise updates. */
export interface SaveAddressInput {
  id: string | null;
  address: AddressInput;
}

/** The server's own message of a failed call, when it sent one. */
export const userMessageOf = (error: unknown): string | null => {
  const message = (error as { userMessage?: unknown } | null)?.userMessage;
  return typeof message === 'string' && message.trim() ? message : null;
};

/** After a create or update: the saved address replaces (or joins) the list; one main address. */
export function upsertAddress(list: Address[], saved: Address): Address[] {
  const others = list
    .filter((a) => a._id !== saved._id)
    .map((a) => (saved.isMainAddress ? { ...a, isMainAddress: false } : a));
  const index = list.findIndex((a) => a._id === saved._id);
  if (index === -1) return [...others, saved];
  return [...others.slice(0, index), saved, ...others.slice(index)];
}

/** After a delete: deleting the main address makes the first remaining one main. */
export function removeAddress(list: Address[], id: string): Address[] {
  const removed = list.find((a) => a._id === id);
  const rest = list.filter((a) => a._id !== id);
  if (removed?.isMainAddress && rest[0] && !rest.some((a) => a.isMainAddress)) {
    return [{ ...rest[0], isMainAddress: true }, ...rest.slice(1)];
  }
  return rest;
}

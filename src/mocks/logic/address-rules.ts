import type { Address } from '@/api/contract/addresses';
import type { AppConfiguration } from '@/api/contract/config';
import {
  type FieldError,
  validatePlaceName,
  validatePostalCode,
  validateStreetNo,
} from '@/lib/field-rules';
import { DEMO_CONFIGURATION } from '../seed/config';
import { shopsFor } from '../seed/shops';

/**
 * The first field breaking the configured lengths, the postal format or the shop's field patterns
 * (the same rules as the forms, src/lib/field-rules.ts), as `field: code`, or `undefined`.
 */
export const addressProblem = (
  input: Omit<Address, '_id' | 'isMainAddress'>,
  rules: AppConfiguration['fields']['address'] = DEMO_CONFIGURATION.fields.address,
): string | undefined => {
  const checks: [string, FieldError | null][] = [
    ['city', validatePlaceName(input.city, rules.city)],
    ['street', validatePlaceName(input.street, rules.street)],
    ['streetNo', validateStreetNo(input.streetNo, rules.streetNo)],
    ['postalCode', validatePostalCode(input.postalCode, rules.postalCode)],
  ];
  const found = checks.find(([, error]) => error);
  return found?.[1] ? `${found[0]}: ${found[1].code}` : undefined;
};

/** An address is eligible when some shop delivers (regular service) to its postal code. */
export const isEligible = (postalCode: string): boolean => shopsFor('easy', postalCode).length > 0;

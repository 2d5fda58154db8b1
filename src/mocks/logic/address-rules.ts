import type { Address } from '@/api/contract/addresses';
import { DEMO_CONFIGURATION } from '../seed/config';
import { shopsFor } from '../seed/shops';

type Field = 'city' | 'street' | 'streetNo' | 'postalCode';

/** The first field breaking the configured lengths or postal format, or `undefined`. */
export const addressProblem = (
  input: Omit<Address, '_id' | 'isMainAddress'>,
): string | undefined => {
  const rules = DEMO_CONFIGURATION.fields.address;
  for (const field of ['city', 'street', 'streetNo', 'postalCode'] as Field[]) {
    const value = input[field].trim();
    const { minLength, maxLength } = rules[field];
    if (value.length < Math.max(1, minLength)) return `${field}: shorter than ${minLength}`;
    if (value.length > maxLength) return `${field}: longer than ${maxLength}`;
  }
  if (!/^\d+$/.test(input.postalCode.replace(/\s+/g, ''))) return 'postalCode: digits only';
  return undefined;
};

/** An address is eligible when some shop delivers (regular service) to its postal code. */
export const isEligible = (postalCode: string): boolean => shopsFor('easy', postalCode).length > 0;

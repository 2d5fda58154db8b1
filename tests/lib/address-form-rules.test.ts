import {
  addressFormRules,
  defaultAddressRules,
  emptyDraft,
  raiseMinLength,
  validateAddress,
} from '@machines/saved-addresses/saved-addresses.types';
import { describe, expect, it } from 'vitest';

const valid = {
  ...emptyDraft,
  city: 'Αθήνα',
  street: 'Ερμού',
  streetNo: '12',
  postalCode: '105 63',
  contactPhone: '6912345678',
};

describe('address form rules', () => {
  it('raises a configured minimum of 0 or less to 1', () => {
    expect(raiseMinLength({ minLength: 0, maxLength: 10 }).minLength).toBe(1);
    expect(raiseMinLength({ minLength: -3, maxLength: 10 }).minLength).toBe(1);
    expect(raiseMinLength({ minLength: 4, maxLength: 10 }).minLength).toBe(4);
  });

  it('builds the form rules from the configuration with raised minimums', () => {
    const rules = addressFormRules({
      city: { minLength: 0, maxLength: 60 },
      street: { minLength: -1, maxLength: 80 },
      streetNo: { minLength: 2, maxLength: 10 },
      postalCode: { minLength: 0, maxLength: 5, format: 'NUMERIC' },
    });
    expect(rules.city.minLength).toBe(1);
    expect(rules.street.minLength).toBe(1);
    expect(rules.streetNo.minLength).toBe(2);
    expect(rules.postalCode).toEqual({ minLength: 1, maxLength: 5, format: 'NUMERIC' });
  });

  it('an empty required field is required even when the minimum is 0', () => {
    const rules = { ...defaultAddressRules, city: { minLength: 0, maxLength: 60 } };
    expect(validateAddress({ ...valid, city: '  ' }, rules).city).toEqual({ code: 'required' });
  });

  it('accepts a complete address and reports invalid fields as codes', () => {
    expect(validateAddress(valid, defaultAddressRules)).toEqual({});
    const errors = validateAddress(
      { ...valid, streetNo: '', postalCode: '10A63', contactPhone: 'abc', floor: '12345678901' },
      defaultAddressRules,
    );
    expect(errors).toEqual({
      streetNo: { code: 'required' },
      postalCode: { code: 'numericOnly' },
      contactPhone: { code: 'invalidPhone' },
      floor: { code: 'tooLong', max: 10 },
    });
  });
});

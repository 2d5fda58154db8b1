import type { FieldError } from './field-rules';

/**
 * The Greek VAT number (ΑΦΜ): nine digits, the last a check digit. Each of the first eight digits
 * is weighted by a power of two (2^8 for the first, 2^1 for the eighth); the sum modulo 11, then
 * modulo 10, is the ninth digit. All zeros passes that sum but is no one's number. Pure: the
 * checkout's invoice fields, the contract and the demo platform share it.
 */
export const VAT_NUMBER_PATTERN = /^\d{9}$/;

/** Spaces are left out before checking ("094 014 201" is "094014201"). */
export const normalizeVatNumber = (value: string): string => value.replace(/\s+/g, '');

/** Whether nine digits carry a valid ΑΦΜ check digit. */
export function hasValidVatCheckDigit(digits: string): boolean {
  if (!VAT_NUMBER_PATTERN.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(digits[8]);
}

/** A typed ΑΦΜ: required, exactly nine digits, then the check digit. */
export function validateVatNumber(value: string): FieldError | null {
  const digits = normalizeVatNumber(value);
  if (digits.length === 0) return { code: 'required' };
  if (!VAT_NUMBER_PATTERN.test(digits)) return { code: 'vatNumberDigits' };
  return hasValidVatCheckDigit(digits) ? null : { code: 'vatNumberCheck' };
}

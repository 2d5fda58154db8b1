/**
 * Validation of the address fields the shopper types (shopping-app.md §5). Pure: the rules come
 * from the configuration (`fields.address.*`), the results are codes the views translate.
 */
export type FieldFormat = 'NUMERIC' | 'ALPHANUMERIC';

export interface LengthRule {
  minLength: number;
  maxLength: number;
}
export interface PostalCodeRule extends LengthRule {
  format: FieldFormat;
}

/** The default postal code: 5 digits (shopping-app.md §9). */
export const DEFAULT_POSTAL_CODE_RULE: PostalCodeRule = {
  minLength: 5,
  maxLength: 5,
  format: 'NUMERIC',
};

export type FieldError =
  | { code: 'required' }
  | { code: 'tooShort'; min: number }
  | { code: 'tooLong'; max: number }
  | { code: 'numericOnly' }
  | { code: 'alphanumericOnly' }
  | { code: 'invalidPhone' };

/** Postal codes are checked without spaces ("115 27" is "11527"). */
export const normalizePostalCode = (value: string): string => value.replace(/\s+/g, '');

/** A configured minimum of 0 or less is raised to 1: a required field needs a character. */
const effectiveMin = (rule: LengthRule) => Math.max(1, rule.minLength);

function checkLength(value: string, rule: LengthRule): FieldError | null {
  if (value.length === 0) return { code: 'required' };
  if (value.length > rule.maxLength) return { code: 'tooLong', max: rule.maxLength };
  const min = effectiveMin(rule);
  if (value.length < min) return { code: 'tooShort', min };
  return null;
}

/** Required text field (street, street number, city) with length limits; trimmed first. */
export const validateText = (value: string, rule: LengthRule): FieldError | null =>
  checkLength(value.trim(), rule);

/** Postal code: spaces removed, required, NUMERIC digits / ALPHANUMERIC letters and digits, lengths. */
export function validatePostalCode(
  value: string,
  rule: PostalCodeRule = DEFAULT_POSTAL_CODE_RULE,
): FieldError | null {
  const code = normalizePostalCode(value);
  if (code.length === 0) return { code: 'required' };
  if (rule.format === 'ALPHANUMERIC' ? !/^[\p{L}\d]+$/u.test(code) : !/^\d+$/.test(code)) {
    return { code: rule.format === 'ALPHANUMERIC' ? 'alphanumericOnly' : 'numericOnly' };
  }
  return checkLength(code, rule);
}

/** A contact phone: digits with an optional leading +, spaces and dashes ignored. */
export const PHONE_RULE: LengthRule = { minLength: 10, maxLength: 14 };

export function validatePhone(value: string, rule: LengthRule = PHONE_RULE): FieldError | null {
  const phone = value.replace(/[\s-]/g, '');
  if (phone.length === 0) return { code: 'required' };
  if (!/^\+?\d+$/.test(phone)) return { code: 'invalidPhone' };
  return checkLength(phone.replace(/^\+/, ''), rule);
}

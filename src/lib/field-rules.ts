/**
 * The rules of the fields a shopper types (shopping-app.md §5): address fields, postal codes,
 * phones and names. Every form that asks for one of these (the guest address, the saved-address
 * sheet, the guest checkout contact, the postal check) and the demo platform's contract use these
 * rules. Pure: lengths and the postal format come from the configuration (`fields.address.*`),
 * the results are codes the views translate (src/lib/field-error.ts).
 *
 * What the patterns let through: letters of any language with their accents, digits, spaces and
 * the few signs addresses and names use. No emoji, symbols or control characters.
 */
export type FieldFormat = 'NUMERIC' | 'ALPHANUMERIC';

export interface LengthRule {
  minLength: number;
  maxLength: number;
}
export interface PostalCodeRule extends LengthRule {
  format: FieldFormat;
}
/**
 * A street, city or street number rule: lengths, and the configured format when there is one
 * (`fields.address.{city,street,streetNo}.format`), which then replaces the field's own shape:
 * NUMERIC digits only, ALPHANUMERIC letters and digits (words apart by one space).
 */
export interface AddressTextRule extends LengthRule {
  format?: FieldFormat;
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
  | { code: 'invalidPhone' }
  | { code: 'invalidStreetNo' }
  | { code: 'invalidText' }
  | { code: 'needsLetter' }
  | { code: 'invalidName' }
  | { code: 'invalidEmail' }
  | { code: 'vatNumberDigits' }
  | { code: 'vatNumberCheck' };

/**
 * A Greek street number: a number, maybe a letter or two ("12Α", "7 β"), maybe a range or a
 * second number ("10-12", "10–12", "4/6", "12Α-14"). Greek and Latin letters.
 */
export const STREET_NO_PATTERN =
  /^\d{1,5} ?[\p{Script=Greek}\p{Script=Latin}]{0,2}(?: ?[-–/] ?\d{1,5} ?[\p{Script=Greek}\p{Script=Latin}]{0,2})?$/u;

/** Street, city, floor, name at the bell: letters, digits, spaces and . , ' ’ ( ) / & # - */
export const ADDRESS_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'’()/&#-]+$/u;

/** A person's first or last name: starts with a letter; letters, spaces and . ' ’ - */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** A contact phone once spaces, dashes, dots and brackets are left out: an optional + and digits. */
export const PHONE_PATTERN = /^\+?\d+$/;

/** Postal codes: NUMERIC digits only, ALPHANUMERIC letters and digits (spaces removed first). */
export const POSTAL_CODE_PATTERNS: Record<FieldFormat, RegExp> = {
  NUMERIC: /^\d+$/,
  ALPHANUMERIC: /^[\p{L}\d]+$/u,
};

/** The configured formats of a street, city or street number (trimmed first). */
export const ADDRESS_FORMAT_PATTERNS: Record<FieldFormat, RegExp> = {
  NUMERIC: /^\d+$/,
  ALPHANUMERIC: /^[\p{L}\p{M}\d]+(?: [\p{L}\p{M}\d]+)*$/u,
};

const formatError = (format: FieldFormat): FieldError => ({
  code: format === 'ALPHANUMERIC' ? 'alphanumericOnly' : 'numericOnly',
});

const HAS_LETTER = /\p{L}/u;

/** Whether two results are the same error (a selector's compare: each check builds a new object). */
export const sameFieldError = (a: FieldError | null, b: FieldError | null): boolean =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/** Postal codes are checked without spaces ("115 27" is "11527"). */
export const normalizePostalCode = (value: string): string => value.replace(/\s+/g, '');

/** A phone as it is checked and counted: spaces, dashes, dots and brackets left out. */
export const normalizePhone = (value: string): string => value.replace(/[\s\-.()]/g, '');

/** A configured minimum of 0 or less is raised to 1: a required field needs a character. */
const effectiveMin = (rule: LengthRule) => Math.max(1, rule.minLength);

function checkLength(value: string, rule: LengthRule): FieldError | null {
  if (value.length === 0) return { code: 'required' };
  if (value.length > rule.maxLength) return { code: 'tooLong', max: rule.maxLength };
  const min = effectiveMin(rule);
  if (value.length < min) return { code: 'tooShort', min };
  return null;
}

/** Required text field with length limits only; trimmed first. */
export const validateText = (value: string, rule: LengthRule): FieldError | null =>
  checkLength(value.trim(), rule);

/**
 * A street or a city: required, lengths, the address characters and at least one letter, or the
 * configured format instead.
 */
export function validatePlaceName(value: string, rule: AddressTextRule): FieldError | null {
  const text = value.trim();
  if (text.length > 0) {
    // Two spaces between words are one to the format.
    if (rule.format && !ADDRESS_FORMAT_PATTERNS[rule.format].test(text.replace(/ +/g, ' '))) {
      return formatError(rule.format);
    }
    if (!rule.format && !ADDRESS_TEXT_PATTERN.test(text)) return { code: 'invalidText' };
  }
  const length = checkLength(text, rule);
  if (length) return length;
  if (rule.format === 'NUMERIC') return null;
  return HAS_LETTER.test(text) ? null : { code: 'needsLetter' };
}

/**
 * A street number: required, lengths, the street-number shape ("12", "12Α", "10-12"), or the
 * configured format instead.
 */
export function validateStreetNo(value: string, rule: AddressTextRule): FieldError | null {
  const text = value.trim();
  if (text.length > 0) {
    if (rule.format && !ADDRESS_FORMAT_PATTERNS[rule.format].test(text)) {
      return formatError(rule.format);
    }
    if (!rule.format && !STREET_NO_PATTERN.test(text)) return { code: 'invalidStreetNo' };
  }
  return checkLength(text, rule);
}

/** An optional address line (floor, name at the bell): the address characters, a maximum. */
export function validateOptionalText(value: string, max: number): FieldError | null {
  const text = value.trim();
  if (text.length === 0) return null;
  if (!ADDRESS_TEXT_PATTERN.test(text)) return { code: 'invalidText' };
  return text.length > max ? { code: 'tooLong', max } : null;
}

/** A person's name: the name characters and a maximum; required unless `optional`. */
export function validatePersonName(
  value: string,
  { max, optional = false }: { max: number; optional?: boolean },
): FieldError | null {
  const text = value.trim();
  if (text.length === 0) return optional ? null : { code: 'required' };
  if (!PERSON_NAME_PATTERN.test(text)) return { code: 'invalidName' };
  return text.length > max ? { code: 'tooLong', max } : null;
}

/** Postal code: spaces removed, required, NUMERIC digits / ALPHANUMERIC letters and digits, lengths. */
export function validatePostalCode(
  value: string,
  rule: PostalCodeRule = DEFAULT_POSTAL_CODE_RULE,
): FieldError | null {
  const code = normalizePostalCode(value);
  if (code.length === 0) return { code: 'required' };
  if (!POSTAL_CODE_PATTERNS[rule.format].test(code)) return formatError(rule.format);
  return checkLength(code, rule);
}

/** A contact phone: digits with an optional leading +, 10 to 14 digits. */
export const PHONE_RULE: LengthRule = { minLength: 10, maxLength: 14 };

export function validatePhone(value: string, rule: LengthRule = PHONE_RULE): FieldError | null {
  const phone = normalizePhone(value);
  if (phone.length === 0) return { code: 'required' };
  if (!PHONE_PATTERN.test(phone)) return { code: 'invalidPhone' };
  return checkLength(phone.replace(/^\+/, ''), rule);
}

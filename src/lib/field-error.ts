import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError } from '@/lib/field-rules';

/** The text of a validation code (machines emit codes, views translate them). */
export function fieldErrorText(i18n: I18n, error: FieldError | null | undefined): string | null {
  if (!error) return null;
  switch (error.code) {
    case 'required':
      return i18n._(msg`This field is required.`);
    case 'tooShort':
      return i18n._(msg`Enter at least ${error.min} characters.`);
    case 'tooLong':
      return i18n._(msg`Enter at most ${error.max} characters.`);
    case 'numericOnly':
      return i18n._(msg`Use digits only.`);
    case 'alphanumericOnly':
      return i18n._(msg`Use letters and digits only.`);
    case 'invalidPhone':
      return i18n._(msg`Enter a phone number with digits only.`);
    case 'invalidStreetNo':
      return i18n._(msg`Enter a street number such as 12, 12Α or 10-12.`);
    case 'invalidText':
      return i18n._(msg`Use letters, digits, spaces and simple punctuation only.`);
    case 'needsLetter':
      return i18n._(msg`Enter a name with letters, not only digits.`);
    case 'invalidName':
      return i18n._(msg`Use letters, spaces, apostrophes and hyphens only.`);
    case 'invalidEmail':
      return i18n._(msg`Enter a valid e-mail address.`);
    case 'vatNumberDigits':
      return i18n._(msg`A VAT number (ΑΦΜ) has exactly 9 digits.`);
    case 'vatNumberCheck':
      return i18n._(msg`This is not a valid VAT number (ΑΦΜ): check the digits.`);
  }
}

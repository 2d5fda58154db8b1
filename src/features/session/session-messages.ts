import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FailureCode, FieldError, FormErrors } from '@machines/session/session.types';
import { PASSWORD_MIN } from '@machines/session/session.types';
import { fieldErrorText } from '@/lib/field-error';

/** The texts of the session's field error codes, per field. */
export function fieldMessages(i18n: I18n, errors: FormErrors): Record<string, string> {
  const text = (field: string, code: FieldError): string => {
    if (code === 'required') {
      if (field === 'email') return i18n._(msg`Please enter your e-mail address.`);
      if (field === 'password') return i18n._(msg`Please enter your password.`);
      return i18n._(msg`Please enter your first name.`);
    }
    if (code === 'invalidEmail') return i18n._(msg`Please enter a valid e-mail address.`);
    // The order form's message for the same rule.
    if (code === 'invalidName') return fieldErrorText(i18n, { code }) ?? '';
    if (code === 'tooShort')
      return i18n._(msg`The password needs at least ${PASSWORD_MIN} characters.`);
    return i18n._(msg`This is too long.`);
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, text(field, code as FieldError)]),
  );
}

/** The server's message when it sent one, otherwise ours for the failure. */
export function failureMessage(i18n: I18n, code: FailureCode, message: string | null): string {
  if (message) return message;
  if (code === 'invalidCredentials') return i18n._(msg`Wrong e-mail or password.`);
  if (code === 'emailTaken') return i18n._(msg`An account with this e-mail already exists.`);
  if (code === 'network') return i18n._(msg`No connection. Please try again.`);
  return i18n._(msg`Something went wrong. Please try again.`);
}

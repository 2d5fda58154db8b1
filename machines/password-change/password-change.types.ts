import { isNetworkError, isRefusal, serverMessage } from '../api-errors';
import { newPasswordError } from '../session/session.types';

/** The two fields of the form: the password the customer has, and the one they want. */
export type PasswordField = 'current' | 'next';
export type PasswordFieldError =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  /** The new password is the current one. */
  | 'sameAsCurrent'
  /** The platform says the current password is not the customer's. */
  | 'wrongPassword';
export type PasswordErrors = Partial<Record<PasswordField, PasswordFieldError>>;

export interface PasswordChange {
  current: string;
  next: string;
}

/** Why a change that was sent did not go through (other than a wrong current password). */
export interface ChangeFailure {
  network: boolean;
  /** The server's userMessage, shown as is when there is one. */
  message: string | null;
}

/** The register form's rule for the new password, and not the current one again. */
export function validatePasswordChange({ current, next }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = 'required';
  const nextError = newPasswordError(next) ?? (next === current ? 'sameAsCurrent' : undefined);
  if (nextError) errors.next = nextError;
  return errors;
}

export const isWrongPasswordError = (error: unknown): boolean =>
  isRefusal(error, 422, 'WRONG_PASSWORD');

export const changeFailureOf = (error: unknown): ChangeFailure => ({
  network: isNetworkError(error),
  message: serverMessage(error),
});

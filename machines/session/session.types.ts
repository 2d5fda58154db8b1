import type { AuthenticatedUser } from '@/api/contract/auth';
import type { User } from '@/api/contract/user';
import { isEmail } from '@/lib/email';
import { validatePersonName } from '@/lib/field-rules';

export type SessionUser = User;
export type { AuthenticatedUser };

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter: boolean;
}

export interface SessionInput {
  /** Whether the token cookie holds a token when the shop starts. */
  hasToken: boolean;
  /** Prerendered HTML and its hydration: the cookie is read later, by `kept.restore`. */
  keptLater?: boolean;
}

/** One code per invalid field; the views translate them. */
export type FieldError = 'required' | 'invalidEmail' | 'invalidName' | 'tooShort' | 'tooLong';
export type FormErrors = Partial<Record<keyof Registration, FieldError>>;

/** Why the last login or register call failed. */
export type FailureCode = 'invalidCredentials' | 'emailTaken' | 'network' | 'unknown';
export interface Failure {
  code: FailureCode;
  /** The server's userMessage, shown as is when there is one. */
  message: string | null;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;

const emailError = (email: string): FieldError | undefined => {
  const value = email.trim();
  if (!value) return 'required';
  return isEmail(value) ? undefined : 'invalidEmail';
};

/** A name: the order form's rule (src/lib/field-rules.ts), so one name passes both forms or neither. */
const nameError = (name: string, optional: boolean): FieldError | undefined => {
  const error = validatePersonName(name, { max: NAME_MAX, optional });
  return error ? (error.code as 'required' | 'invalidName' | 'tooLong') : undefined;
};

/** A new password (register, change password): 8 to 128 characters. */
export const newPasswordError = (
  password: string,
): 'required' | 'tooShort' | 'tooLong' | undefined =>
  !password
    ? 'required'
    : password.length < PASSWORD_MIN
      ? 'tooShort'
      : password.length > PASSWORD_MAX
        ? 'tooLong'
        : undefined;

const compact = (errors: Record<string, FieldError | undefined>): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as FormErrors;

export const validateCredentials = ({ email, password }: Credentials): FormErrors =>
  compact({ email: emailError(email), password: password ? undefined : 'required' });

export const validateRegistration = (r: Registration): FormErrors =>
  compact({
    firstName: nameError(r.firstName, false),
    lastName: nameError(r.lastName, true),
    email: emailError(r.email),
    password: newPasswordError(r.password),
  });

/** Reads an `ApiError`-shaped rejection without importing the client. */
interface ErrorLike {
  kind?: string;
  status?: number;
  code?: string;
  userMessage?: string;
}

export const isUnauthorizedError = (error: unknown): boolean =>
  (error as ErrorLike | null)?.status === 401;

export function failureOf(error: unknown): Failure {
  const e = (error ?? {}) as ErrorLike;
  const message = typeof e.userMessage === 'string' && e.userMessage ? e.userMessage : null;
  if (e.status === 401) return { code: 'invalidCredentials', message };
  if (e.status === 409) return { code: 'emailTaken', message };
  if (e.kind === 'network') return { code: 'network', message };
  return { code: 'unknown', message };
}

/** Only a path of this shop is a place to return to (never another origin: no open redirect). */
export const safeReturnPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || /^\/(login|register)(\/|\?|$)/.test(value)) return null;
  return value;
};

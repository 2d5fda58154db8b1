import { z } from 'zod/mini';
import { PERSON_NAME_PATTERN } from '@/lib/field-rules';
import { endpoint } from '../endpoint';
import { emailSchema, noContentSchema } from './common';
import { lazySchema } from './lazy-schema';
import { userSchema } from './user';

/** A reply that must carry the token. */
export const authenticatedUserSchema = z.extend(userSchema, {
  token: z.string().check(z.minLength(1)),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

export const loginRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().check(z.minLength(1)),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** 401 `INVALID_CREDENTIALS` with userMessage. */
export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/v3/auth/login',
  body: loginRequestSchema,
  response: authenticatedUserSchema,
});

export const registerRequestSchema = lazySchema(() =>
  z.object({
    firstName: z
      .string()
      .check(z.trim(), z.minLength(1), z.regex(PERSON_NAME_PATTERN), z.maxLength(60)),
    // Optional: an empty last name is left out by the client; one that is sent is a name.
    lastName: z.optional(z.string().check(z.trim(), z.regex(PERSON_NAME_PATTERN), z.maxLength(60))),
    email: emailSchema,
    password: z.string().check(z.minLength(8), z.maxLength(128)),
    newsletter: z._default(z.boolean(), false),
  }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** 409 `EMAIL_TAKEN` with userMessage. */
export const registerEndpoint = endpoint({
  method: 'POST',
  path: '/v3/auth/register',
  body: registerRequestSchema,
  response: authenticatedUserSchema,
});

export const changePasswordRequestSchema = lazySchema(() =>
  z.object({
    currentPassword: z.string().check(z.minLength(1)),
    newPassword: z.string().check(z.minLength(8), z.maxLength(128)),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Our own contract (the spec has no call for it): 204 with the password changed and this session
 * kept, every other session of the customer ended. 422 `WRONG_PASSWORD` when the current password
 * is not the customer's (not 401: that would end this session), 400 `VALIDATION_FAILED` when the
 * new one breaks the register form's rule or equals the current one.
 */
export const changePasswordEndpoint = endpoint({
  method: 'POST',
  path: '/v3/users/me/password',
  auth: 'required',
  body: changePasswordRequestSchema,
  response: noContentSchema,
});

/** Invalidates the token server-side; the client clears the cookie either way. */
export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/v3/auth/logout',
  auth: 'required',
  response: noContentSchema,
});

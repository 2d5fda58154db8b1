import { z } from 'zod';
import { PERSON_NAME_PATTERN } from '@/lib/field-rules';
import { endpoint } from '../endpoint';
import { emailSchema, noContentSchema } from './common';
import { lazySchema } from './lazy-schema';
import { userSchema } from './user';

/** A reply that must carry the token. */
export const authenticatedUserSchema = userSchema.extend({
  token: z.string().min(1),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

export const loginRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1),
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
    firstName: z.string().trim().min(1).regex(PERSON_NAME_PATTERN).max(60),
    // Optional: an empty last name is left out by the client; one that is sent is a name.
    lastName: z.string().trim().regex(PERSON_NAME_PATTERN).max(60).optional(),
    email: emailSchema,
    password: z.string().min(8).max(128),
    newsletter: z.boolean().default(false),
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

/** Invalidates the token server-side; the client clears the cookie either way. */
export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/v3/auth/logout',
  auth: 'required',
  response: noContentSchema,
});

import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { emailSchema, noContentSchema } from './common';
import { lazySchema } from './lazy-schema';

export const contactFormSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    email: emailSchema,
    subject: z.optional(z.string().check(z.trim(), z.maxLength(150))),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  }),
);
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Contact form of /corporate/contactform/contact-us; 204 on success, 422 on invalid fields. */
export const sendContactFormEndpoint = endpoint({
  method: 'POST',
  path: '/v3/contact',
  body: contactFormSchema,
  response: noContentSchema,
});

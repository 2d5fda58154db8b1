import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emailSchema, noContentSchema } from './common';
import { lazySchema } from './lazy-schema';

export const contactFormSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1).max(100),
    email: emailSchema,
    subject: z.string().trim().max(150).optional(),
    message: z.string().trim().min(1).max(2000),
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

import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { emailSchema } from './common';
import { lazySchema } from './lazy-schema';

export const newsletterFormSchema = lazySchema(() =>
  z.object({
    /** Form (campaign) id of the newsletter provider. */
    gm_pid: z.string().check(z.minLength(1)),
    sfemail: emailSchema,
  }),
);
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

/**
 * Newsletter sign-up, form-encoded (content-side section 7). The reply is not read: any 2xx is a
 * success (confirmation modal), anything else a failure (redirect to /).
 */
export const subscribeNewsletterEndpoint = endpoint({
  method: 'POST',
  path: '/v3/newsletter/subscriptions',
  encoding: 'form',
  body: newsletterFormSchema,
  response: z.unknown(),
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginRequestSchema, registerRequestSchema } from '@/api/contract/auth';
import { contactFormSchema } from '@/api/contract/contact';
import { newsletterFormSchema } from '@/api/contract/newsletter';
import { guestContactSchema } from '@/api/contract/orders';
import { contactProblems } from '@/features/content/contact-rules';
import { isEmail } from '@/lib/email';
import { contactErrors } from '../../machines/checkout/checkout.types';
import { newsletterMachine } from '../../machines/newsletter/newsletter.machine';
import { validateCredentials, validateRegistration } from '../../machines/session/session.types';

/** Addresses every form and the platform must take. */
const valid = [
  'maria@example.gr',
  ' maria.p+news@mail.example.com ',
  "o'neil@example.ie",
  'user_name@sub-domain.example.co.uk',
  'MARIA@EXAMPLE.GR',
  'a@b.co',
  '1234@example.gr',
];

/** Addresses every form and the platform must refuse. */
const invalid = [
  '',
  '   ',
  'maria',
  'maria@',
  'maria@example',
  '@example.gr',
  'ma ria@example.gr',
  'maria@example.g',
  'maria@example.123',
  'maria@@example.gr',
  'maria@exa@mple.gr',
  '.maria@example.gr',
  'maria.@example.gr',
  'ma..ria@example.gr',
  'maria@example..gr',
  'maria@.example.gr',
  'maria@-example.gr',
  'maria@example.gr.',
  'maria@exam_ple.gr',
  'μαρία@example.gr',
  'maria😀@example.gr',
  'maria@example.gr😀',
  'maria\u0000@example.gr',
  'maria,p@example.gr',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.gr`,
];

/** Each place that checks an e-mail, as "does it accept this address?". */
const checkers: Record<string, (email: string) => boolean> = {
  'the shared rule': isEmail,
  login: (email) => validateCredentials({ email, password: 'x' }).email === undefined,
  register: (email) =>
    validateRegistration({
      firstName: 'Μαρία',
      lastName: '',
      email,
      password: 'long-enough-1',
      newsletter: false,
    }).email === undefined,
  'guest checkout contact': (email) =>
    contactErrors({ firstName: 'Μαρία', lastName: 'Π', email, phone: '6912345678' }).email ===
    undefined,
  'contact form': (email) =>
    contactProblems({ name: 'Μαρία', email, message: 'Γεια' }).email === undefined,
  newsletter: (email) => {
    const pending = fromPromise<void, { email: string }>(() => new Promise(() => {}));
    const actor = createActor(
      newsletterMachine.provide({ actors: { subscribe: pending } }),
    ).start();
    actor.send({ type: 'newsletter.change', value: email });
    actor.send({ type: 'newsletter.submit' });
    const accepted = actor.getSnapshot().context.error === null;
    actor.stop();
    return accepted;
  },
  // The platform parses what the forms send (trimmed).
  'platform: login': (email) =>
    loginRequestSchema.safeParse({ email: email.trim(), password: 'x' }).success,
  'platform: register': (email) =>
    registerRequestSchema.safeParse({
      firstName: 'Μαρία',
      email: email.trim(),
      password: 'long-enough-1',
    }).success,
  'platform: contact': (email) =>
    contactFormSchema.safeParse({ name: 'Μαρία', email: email.trim(), message: 'Γεια' }).success,
  'platform: newsletter': (email) =>
    newsletterFormSchema.safeParse({ gm_pid: 'p1', sfemail: email.trim() }).success,
  'platform: guest order': (email) =>
    guestContactSchema.safeParse({
      firstName: 'Μαρία',
      lastName: 'Π',
      email: email.trim(),
      address: {
        type: 0,
        street: 'Ερμού',
        streetNo: '12',
        postalCode: '10563',
        city: 'Αθήνα',
        contactPhone: '6912345678',
      },
    }).success,
};

describe('one e-mail rule for the whole shop', () => {
  describe.each(Object.entries(checkers))('%s', (_name, accepts) => {
    it.each(valid)('accepts "%s"', (email) => {
      expect(accepts(email)).toBe(true);
    });
    it.each(invalid)('refuses "%s"', (email) => {
      expect(accepts(email)).toBe(false);
    });
  });
});

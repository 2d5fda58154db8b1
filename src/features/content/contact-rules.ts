import type { ContactForm } from '@/api/contract/contact';
import { isEmail } from '@/lib/email';

/** Field limits of the contact form (the contract: name 100, subject 150, message 2000). */
export const contactLimits = { name: 100, subject: 150, message: 2000 } as const;

export type ContactProblem = 'name-missing' | 'email-invalid' | 'message-missing';

/** What is wrong with the form, per field (codes: the view translates them). */
export function contactProblems(
  values: ContactForm,
): Partial<Record<keyof ContactForm, ContactProblem>> {
  const problems: Partial<Record<keyof ContactForm, ContactProblem>> = {};
  if (!values.name.trim()) problems.name = 'name-missing';
  if (!isEmail(values.email)) problems.email = 'email-invalid';
  if (!values.message.trim()) problems.message = 'message-missing';
  return problems;
}

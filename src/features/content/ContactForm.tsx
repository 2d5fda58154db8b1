import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components';
import { isApiError } from '@/api/api-error';
import type { ContactForm as ContactFormValues } from '@/api/contract/contact';
import { EmptyState } from '@/app/parts/EmptyState';
import { sendContactForm } from '@/app/queries/content-pages';
import { Button } from '@/ui/Button';
import styles from './ContactForm.module.css';
import { type ContactProblem, contactLimits, contactProblems } from './contact-rules';

const empty: ContactFormValues = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: name, e-mail, optional subject, message. Checked on submit (messages next to
 * each field); the platform's message is shown when sending fails, and the input is kept.
 */
export function ContactForm() {
  const { t } = useLingui();
  const [values, setValues] = useState<ContactFormValues>(empty);
  const mutation = useMutation({ mutationFn: sendContactForm });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const messages: Record<ContactProblem, string> = {
    'name-missing': t`Please enter your name.`,
    'email-invalid': t`Please enter a valid e-mail address.`,
    'message-missing': t`Please write your message.`,
  };

  // After a refused submit, focus the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const set = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field is re-checked on the next submit.
    setErrors(({ [field]: _edited, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = contactProblems(values);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, messages[problem]]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    const subject = values.subject?.trim();
    mutation.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(subject ? { subject } : {}),
    });
  };

  if (mutation.isSuccess) {
    return (
      <EmptyState kind="email" title={t`Thank you, your message was sent`}>
        <p role="status">
          <Trans>We reply to every message within 24 hours.</Trans>
        </p>
        <Button
          variant="secondary"
          onPress={() => {
            setValues(empty);
            mutation.reset();
          }}
        >
          <Trans>Send another message</Trans>
        </Button>
      </EmptyState>
    );
  }

  const serverMessage = mutation.isError
    ? ((isApiError(mutation.error) ? mutation.error.userMessage : undefined) ??
      t`Your message could not be sent. Please try again in a moment.`)
    : undefined;

  return (
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={t`Contact form`}
      validationBehavior="aria"
      validationErrors={errors}
    >
      {serverMessage && (
        <p className={styles.error} role="alert">
          {serverMessage}
        </p>
      )}
      <TextField
        className={styles.field}
        name="name"
        isRequired
        maxLength={contactLimits.name}
        value={values.name}
        onChange={set('name')}
        autoComplete="name"
      >
        <Label>
          <Trans>Name</Trans>
        </Label>
        <Input className={styles.input} />
        <FieldError className={styles.fieldError} />
      </TextField>
      <TextField
        className={styles.field}
        name="email"
        type="email"
        isRequired
        value={values.email}
        onChange={set('email')}
        autoComplete="email"
      >
        <Label>
          <Trans>E-mail</Trans>
        </Label>
        <Input className={styles.input} />
        <FieldError className={styles.fieldError} />
      </TextField>
      <TextField
        className={styles.field}
        name="subject"
        maxLength={contactLimits.subject}
        value={values.subject ?? ''}
        onChange={set('subject')}
      >
        <Label>
          <Trans>Subject (optional)</Trans>
        </Label>
        <Input className={styles.input} />
      </TextField>
      <TextField
        className={styles.field}
        name="message"
        isRequired
        maxLength={contactLimits.message}
        value={values.message}
        onChange={set('message')}
      >
        <Label>
          <Trans>Message</Trans>
        </Label>
        <TextArea className={styles.textarea} rows={6} />
        <FieldError className={styles.fieldError} />
      </TextField>
      <Button type="submit" isPending={mutation.isPending} className={styles.submit}>
        {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
      </Button>
    </Form>
  );
}

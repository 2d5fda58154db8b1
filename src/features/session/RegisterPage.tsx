import { Trans, useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import type { Registration } from '@machines/session/session.types';
import { type FormEvent, useState } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useJourney } from '@/app/visit';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Session.module.css';
import { SignedInNotice } from './SignedInNotice';
import { useSessionForm } from './useSessionForm';

const empty: Registration = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  newsletter: false,
};

/** /register: name, e-mail and password; the server's message (e-mail taken) on failure. */
export function RegisterPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const signedIn = useJourney('session', hasSession);
  const { formRef, busy, validationErrors, failureText, send } = useSessionForm();
  const [values, setValues] = useState<Registration>(empty);
  const set =
    <K extends keyof Registration>(field: K) =>
    (value: Registration[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  if (signedIn) return <SignedInNotice />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'register.submit', registration: values });
  };
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle title={t`Create an account`} />
      <h1>
        <Trans>Create an account</Trans>
      </h1>
      <Form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        aria-label={t`Create an account`}
        validationBehavior="aria"
        validationErrors={validationErrors}
      >
        {failureText && (
          <p className={styles.error} role="alert">
            {failureText}
          </p>
        )}
        <FormField
          label={t`First name`}
          name="firstName"
          isRequired
          value={values.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
        />
        <FormField
          label={t`Last name (optional)`}
          name="lastName"
          value={values.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
        />
        <FormField
          label={t`E-mail`}
          name="email"
          type="email"
          isRequired
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
        />
        <FormField
          label={t`Password (at least 8 characters)`}
          name="password"
          type="password"
          isRequired
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
        />
        <Checkbox
          className={styles.checkbox}
          isSelected={values.newsletter}
          onChange={set('newsletter')}
        >
          <Trans>Send me offers by e-mail</Trans>
        </Checkbox>
        <Button type="submit" className={styles.submit}>
          {busy ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </Button>
      </Form>
      <p className={styles.alt}>
        <Trans>Already a customer?</Trans>{' '}
        <Link href={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
          <Trans>Log in</Trans>
        </Link>
      </p>
    </div>
  );
}

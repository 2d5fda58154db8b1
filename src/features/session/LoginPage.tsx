import { Trans, useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useJourney } from '@/app/visit';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Session.module.css';
import { SignedInNotice } from './SignedInNotice';
import { useSessionForm } from './useSessionForm';

/** /login: e-mail and password; the server's message on failure; back where the shopper was. */
export function LoginPage({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const signedIn = useJourney('session', hasSession);
  const { formRef, busy, validationErrors, failureText, send } = useSessionForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (signedIn) return <SignedInNotice />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'login.submit', credentials: { email, password } });
  };
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle title={t`Log in`} />
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <Form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        aria-label={t`Log in`}
        validationBehavior="aria"
        validationErrors={validationErrors}
      >
        {failureText && (
          <p className={styles.error} role="alert">
            {failureText}
          </p>
        )}
        <FormField
          label={t`E-mail`}
          name="email"
          type="email"
          isRequired
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <FormField
          label={t`Password`}
          name="password"
          type="password"
          isRequired
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Button type="submit" className={styles.submit}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </Button>
      </Form>
      <p className={styles.alt}>
        <Trans>New here?</Trans>{' '}
        <Link href={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </div>
  );
}

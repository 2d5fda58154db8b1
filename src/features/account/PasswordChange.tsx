import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  changeFailure,
  fieldErrors,
  fieldValue,
  isChanged,
  isSaving,
  refusals,
} from '@machines/password-change/password-change.selectors';
import type {
  ChangeFailure,
  PasswordErrors,
  PasswordFieldError,
} from '@machines/password-change/password-change.types';
import { PASSWORD_MIN } from '@machines/session/session.types';
import { type FormEvent, useEffect, useId, useMemo, useRef } from 'react';
import { Form } from 'react-aria-components';
import { PasswordChangeActor, PasswordChangeProvider } from '@/app/actors/page/password-change';
import { EmptyState } from '@/app/parts/EmptyState';
import { useFocusWhen } from '@/lib/use-focus-when';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import styles from './Account.module.css';

const errorText = (i18n: I18n, field: 'current' | 'next', code: PasswordFieldError): string => {
  if (code === 'required') {
    return field === 'current'
      ? i18n._(msg`Please enter your current password.`)
      : i18n._(msg`Please enter a new password.`);
  }
  if (code === 'tooShort')
    return i18n._(msg`The password needs at least ${PASSWORD_MIN} characters.`);
  if (code === 'tooLong') return i18n._(msg`This is too long.`);
  if (code === 'sameAsCurrent') return i18n._(msg`Choose a password other than your current one.`);
  return i18n._(msg`The current password is not right.`);
};

const messagesOf = (i18n: I18n, errors: PasswordErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      errorText(i18n, field as 'current' | 'next', code),
    ]),
  );

const failureText = (i18n: I18n, failure: ChangeFailure) =>
  failure.message ??
  (failure.network
    ? i18n._(msg`No connection. Please try again.`)
    : i18n._(msg`Something went wrong. Please try again.`));

/** The change-password card of /user/credentials, with its own journey. */
export function PasswordChange({ email }: { email: string }) {
  return (
    <PasswordChangeProvider>
      <PasswordChangeCard email={email} />
    </PasswordChangeProvider>
  );
}

function PasswordChangeCard({ email }: { email: string }) {
  const { i18n, t } = useLingui();
  const actor = PasswordChangeActor.useActorRef();
  const current = PasswordChangeActor.useSelector(fieldValue('current'));
  const next = PasswordChangeActor.useSelector(fieldValue('next'));
  const errors = PasswordChangeActor.useSelector(fieldErrors);
  const failure = PasswordChangeActor.useSelector(changeFailure);
  const saving = PasswordChangeActor.useSelector(isSaving);
  const changed = PasswordChangeActor.useSelector(isChanged);
  const refused = PasswordChangeActor.useSelector(refusals);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A stable object: react-aria's Form re-validates when validationErrors changes identity.
  const validationErrors = useMemo(() => messagesOf(i18n, errors), [i18n, errors]);

  // After a refused submit (not while typing), focus the first field that needs attention.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  if (changed) return <PasswordChanged />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'password.submit' });
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Trans>Change password</Trans>
      </h2>
      <Form
        ref={formRef}
        className={styles.passwordForm}
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        validationBehavior="aria"
        validationErrors={validationErrors}
      >
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        {failure && (
          <p className={styles.formError} role="alert">
            {failureText(i18n, failure)}
          </p>
        )}
        <FormField
          label={t`Current password`}
          name="current"
          type="password"
          isRequired
          value={current}
          onChange={(value) => actor.send({ type: 'field.change', field: 'current', value })}
          autoComplete="current-password"
        />
        <FormField
          label={t`New password (at least 8 characters)`}
          name="next"
          type="password"
          isRequired
          value={next}
          onChange={(value) => actor.send({ type: 'field.change', field: 'next', value })}
          autoComplete="new-password"
        />
        <Button type="submit" className={styles.formSubmit}>
          {saving ? <Trans>Changing your password…</Trans> : <Trans>Change password</Trans>}
        </Button>
      </Form>
    </section>
  );
}

/** The change went through: said, with the editor's image; focus moves here from the gone form. */
function PasswordChanged() {
  const { t } = useLingui();
  const ref = useFocusWhen<HTMLElement>(true);
  return (
    <section ref={ref} tabIndex={-1} className={styles.card} role="status">
      <EmptyState kind="change_password" title={t`Your password was changed`} compact>
        <p>
          <Trans>
            You are still logged in here. On your other devices, log in with the new password.
          </Trans>
        </p>
      </EmptyState>
    </section>
  );
}

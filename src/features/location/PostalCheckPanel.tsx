import { Trans, useLingui } from '@lingui/react/macro';
import type { postalCheckMachine } from '@machines/postal-check/postal-check.machine';
import {
  checkResult,
  isChecking,
  postalCodeError,
  postalCodeInput,
  shopsFound,
} from '@machines/postal-check/postal-check.selectors';
import { useSelector } from '@xstate/react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { fieldErrorText } from '@/lib/field-error';
import { Button } from '@/ui/Button';
import styles from './Location.module.css';

/** The postal-code check: bound to the postal-check child of the selection. */
export function PostalCheckPanel({ actor }: { actor: ActorRefFrom<typeof postalCheckMachine> }) {
  const { t, i18n } = useLingui();
  const value = useSelector(actor, postalCodeInput);
  const error = useSelector(actor, postalCodeError);
  const busy = useSelector(actor, isChecking);
  const result = useSelector(actor, checkResult);
  const found = useSelector(actor, shopsFound);
  const unsupported = result === 'error';
  const errorText = unsupported
    ? t`Sorry, we do not deliver to this postal code yet.`
    : fieldErrorText(i18n, error);
  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'postalCode.submit' });
      }}
    >
      <TextField
        className={styles.field}
        value={value}
        onChange={(v) => actor.send({ type: 'postalCode.change', value: v })}
        isInvalid={Boolean(errorText)}
        inputMode="numeric"
        autoComplete="postal-code"
      >
        <Label>
          <Trans>Postal code</Trans>
        </Label>
        <Input />
        <Text slot="description" className={styles.muted}>
          <Trans>We check that one of our shops delivers to you.</Trans>
        </Text>
        <FieldError className={styles.error}>{errorText}</FieldError>
      </TextField>
      <div role="status" aria-live="polite">
        {result === 'success' && (
          <p className={styles.success}>
            <Trans>Good news: {found} of our shops deliver to you.</Trans>
          </p>
        )}
        {result === 'networkError' && (
          <p className={styles.error}>
            <Trans>We could not check your postal code. Check your connection and try again.</Trans>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {result === 'success' ? (
          <Button onPress={() => actor.send({ type: 'postalCode.confirm' })}>
            <Trans>Continue with your address</Trans>
          </Button>
        ) : result === 'networkError' ? (
          <Button onPress={() => actor.send({ type: 'postalCode.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <Button type="submit" isDisabled={busy}>
            <Trans>Check</Trans>
          </Button>
        )}
      </div>
    </Form>
  );
}

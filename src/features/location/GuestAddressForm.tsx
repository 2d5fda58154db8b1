import { Trans, useLingui } from '@lingui/react/macro';
import type { guestAddressMachine } from '@machines/guest-address/guest-address.machine';
import {
  fieldError,
  fieldValue,
  hasSubmitFailed,
  isSubmitting,
  isUnsupported,
} from '@machines/guest-address/guest-address.selectors';
import type { GuestField } from '@machines/guest-address/guest-address.types';
import { useSelector } from '@xstate/react';
import { FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { fieldErrorText } from '@/lib/field-error';
import { Button } from '@/ui/Button';
import styles from './Location.module.css';

type GuestActor = ActorRefFrom<typeof guestAddressMachine>;

function AddressField({
  actor,
  field,
  label,
  autoComplete,
}: {
  actor: GuestActor;
  field: GuestField;
  label: string;
  autoComplete: string;
}) {
  const { i18n } = useLingui();
  const value = useSelector(actor, fieldValue(field));
  const error = useSelector(actor, fieldError(field));
  const text = fieldErrorText(i18n, error);
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={(v) => actor.send({ type: 'field.change', field, value: v })}
      isInvalid={Boolean(text)}
      autoComplete={autoComplete}
    >
      <Label>{label}</Label>
      <Input />
      <FieldError className={styles.error}>{text}</FieldError>
    </TextField>
  );
}

/** The guest address form and its unsupported screen (the sheet's own Close closes it). */
export function GuestAddressForm({ actor }: { actor: GuestActor }) {
  const { t } = useLingui();
  const busy = useSelector(actor, isSubmitting);
  const unsupported = useSelector(actor, isUnsupported);
  const failed = useSelector(actor, hasSubmitFailed);
  if (unsupported) {
    return (
      <div className={styles.form}>
        <p role="alert">
          <Trans>Sorry, we do not deliver to this address yet.</Trans>
        </p>
        <div className={styles.actions}>
          <Button onPress={() => actor.send({ type: 'address.retry' })}>
            <Trans>Enter a new address</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'address.submit' });
      }}
    >
      <AddressField actor={actor} field="street" label={t`Street`} autoComplete="address-line1" />
      <AddressField actor={actor} field="streetNo" label={t`Number`} autoComplete="address-line2" />
      <AddressField
        actor={actor}
        field="postalCode"
        label={t`Postal code`}
        autoComplete="postal-code"
      />
      <AddressField actor={actor} field="city" label={t`City`} autoComplete="address-level2" />
      <AddressField
        actor={actor}
        field="contactPhone"
        label={t`Contact phone`}
        autoComplete="tel"
      />
      {failed && (
        <p role="alert" className={styles.error}>
          <Trans>We could not check your address. Please try again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Save address</Trans>
        </Button>
      </div>
    </Form>
  );
}

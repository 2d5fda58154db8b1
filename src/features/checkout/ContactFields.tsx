import { Trans, useLingui } from '@lingui/react/macro';
import { contact, visibleContactErrors } from '@machines/checkout/checkout.selectors';
import type { ContactField } from '@machines/checkout/checkout.types';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { CheckoutActor } from '@/app/actors/page/checkout';
import { fieldErrorText } from '@/lib/field-error';
import { sameFieldError } from '@/lib/field-rules';
import styles from './Checkout.module.css';

function ContactInput({
  field,
  label,
  type,
  autoComplete,
  disabled,
}: {
  field: ContactField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const checkout = CheckoutActor.useActorRef();
  const value = CheckoutActor.useSelector((s) => contact(s)[field]);
  const error = CheckoutActor.useSelector(
    (s) => visibleContactErrors(s)[field] ?? null,
    sameFieldError,
  );
  const text = fieldErrorText(i18n, error) ?? '';
  return (
    <TextField
      className={styles.field}
      value={value}
      type={type}
      autoComplete={autoComplete}
      isInvalid={Boolean(text)}
      isDisabled={disabled}
      onChange={(v) => checkout.send({ type: 'contact.change', field, value: v })}
    >
      <Label>{label}</Label>
      <Input />
      <FieldError className={styles.error}>{text}</FieldError>
    </TextField>
  );
}

/** A guest's name, e-mail and contact phone (a customer's come from the account). */
export function ContactFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.sectionTitle}>
        <Trans>Your contact details</Trans>
      </legend>
      <div className={styles.fieldGrid}>
        <ContactInput
          field="firstName"
          label={t`First name`}
          type="text"
          autoComplete="given-name"
          disabled={disabled}
        />
        <ContactInput
          field="lastName"
          label={t`Last name`}
          type="text"
          autoComplete="family-name"
          disabled={disabled}
        />
        <ContactInput
          field="email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          disabled={disabled}
        />
        <ContactInput
          field="phone"
          label={t`Contact phone`}
          type="tel"
          autoComplete="tel"
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}

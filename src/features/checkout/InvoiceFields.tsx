import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceField } from '@machines/checkout/checkout.invoice';
import { invoice, invoiceErrors, isInvoiceRefused } from '@machines/checkout/checkout.selectors';
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { CheckoutActor } from '@/app/actors/page/checkout';
import { fieldErrorText } from '@/lib/field-error';
import { sameFieldError } from '@/lib/field-rules';
import styles from './Checkout.module.css';

interface FieldProps {
  field: InvoiceField;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  disabled: boolean;
}

/** One invoice field: its error shows once it was left with text in it, or after a refusal. */
function InvoiceInput({ field, label, autoComplete, inputMode = 'text', disabled }: FieldProps) {
  const { i18n } = useLingui();
  const checkout = CheckoutActor.useActorRef();
  const value = CheckoutActor.useSelector((s) => invoice(s)[field]);
  const refused = CheckoutActor.useSelector(isInvoiceRefused);
  const error = CheckoutActor.useSelector((s) => invoiceErrors(s)[field] ?? null, sameFieldError);
  const [left, setLeft] = useState(false);
  const shown = refused || (left && value.trim() !== '');
  const text = shown ? (fieldErrorText(i18n, error) ?? '') : '';
  return (
    <TextField
      className={styles.field}
      value={value}
      autoComplete={autoComplete}
      inputMode={inputMode}
      isRequired={field !== 'activity'}
      isInvalid={Boolean(text)}
      isDisabled={disabled}
      validationBehavior="aria"
      onBlur={() => setLeft(true)}
      onChange={(v) => checkout.send({ type: 'invoice.change', field, value: v })}
    >
      <Label>{label}</Label>
      <Input />
      <FieldError className={styles.error}>{text}</FieldError>
    </TextField>
  );
}

/** The company an invoice is made out to: name, ΑΦΜ, ΔΟΥ, activity and the invoice address. */
export function InvoiceFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const fields: Omit<FieldProps, 'disabled'>[] = [
    { field: 'companyName', label: t`Company name`, autoComplete: 'billing organization' },
    { field: 'vatNumber', label: t`VAT number (ΑΦΜ)`, autoComplete: 'off', inputMode: 'numeric' },
    { field: 'taxOffice', label: t`Tax office (ΔΟΥ)`, autoComplete: 'off' },
    { field: 'activity', label: t`Business activity (optional)`, autoComplete: 'off' },
    { field: 'street', label: t`Street`, autoComplete: 'billing address-line1' },
    { field: 'streetNo', label: t`Number`, autoComplete: 'off' },
    {
      field: 'postalCode',
      label: t`Postal code`,
      autoComplete: 'billing postal-code',
      inputMode: 'numeric',
    },
    { field: 'city', label: t`City`, autoComplete: 'billing address-level2' },
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.sectionTitle}>
        <Trans>Invoice details</Trans>
      </legend>
      <div className={styles.fieldGrid}>
        {fields.map((props) => (
          <InvoiceInput key={props.field} {...props} disabled={disabled} />
        ))}
      </div>
    </fieldset>
  );
}

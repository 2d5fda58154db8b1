import { Trans, useLingui } from '@lingui/react/macro';
import { type Billing, billingKinds } from '@machines/checkout/checkout.invoice';
import { billing, isInvoice } from '@machines/checkout/checkout.selectors';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { CheckoutActor } from '@/app/actors/page/checkout';
import styles from './Checkout.module.css';
import { InvoiceFields } from './InvoiceFields';

/** A receipt (απόδειξη, the default) or an invoice (τιμολόγιο), which asks for the company. */
export function BillingChoice({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const checkout = CheckoutActor.useActorRef();
  const chosen = CheckoutActor.useSelector(billing);
  const invoice = CheckoutActor.useSelector(isInvoice);
  const labels: Record<Billing, string> = { receipt: t`Receipt`, invoice: t`Invoice` };
  return (
    <>
      <RadioGroup
        className={styles.radioGroup}
        value={chosen}
        orientation="horizontal"
        onChange={(value) => checkout.send({ type: 'billing.select', billing: value as Billing })}
        isDisabled={disabled}
      >
        <Label className={styles.sectionTitle}>
          <Trans>Receipt or invoice</Trans>
        </Label>
        {billingKinds.map((kind) => (
          <Radio key={kind} value={kind} className={styles.radio}>
            <span className={styles.radioLabel}>{labels[kind]}</span>
          </Radio>
        ))}
      </RadioGroup>
      {invoice ? <InvoiceFields disabled={disabled} /> : null}
    </>
  );
}

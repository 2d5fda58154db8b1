import { Trans, useLingui } from '@lingui/react/macro';
import { payment, problem } from '@machines/checkout/checkout.selectors';
import { type PaymentChoice as Choice, paymentMethods } from '@machines/checkout/checkout.types';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { CheckoutActor } from '@/app/actors/page/checkout';
import { paymentMarks } from '@/lib/payment-marks';
import styles from './Checkout.module.css';

/** Card online (the footer's marks), card on delivery or cash on delivery. */
export function PaymentChoice({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const checkout = CheckoutActor.useActorRef();
  const chosen = CheckoutActor.useSelector(payment);
  const missing = CheckoutActor.useSelector((s) => problem(s) === 'payment');
  const labels: Record<Choice, string> = {
    CARD: t`Card online`,
    CARD_ON_DELIVERY: t`Card on delivery`,
    CASH_ON_DELIVERY: t`Cash on delivery`,
  };
  return (
    <RadioGroup
      className={styles.radioGroup}
      value={chosen}
      onChange={(value) => checkout.send({ type: 'payment.select', method: value as Choice })}
      isInvalid={missing}
      isDisabled={disabled}
    >
      <Label className={styles.sectionTitle}>
        <Trans>Payment method</Trans>
      </Label>
      {paymentMethods.map((method) => (
        <Radio key={method} value={method} className={styles.radio}>
          <span className={styles.radioLabel}>{labels[method]}</span>
          {method === 'CARD' ? (
            <Text slot="description" className={styles.muted}>
              {paymentMarks.join(' · ')}
            </Text>
          ) : null}
        </Radio>
      ))}
      <FieldError className={styles.error}>
        <Trans>Choose how you will pay.</Trans>
      </FieldError>
    </RadioGroup>
  );
}

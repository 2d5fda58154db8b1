import { Trans, useLingui } from '@lingui/react/macro';
import { cartItems, substitutionDefault } from '@machines/cart/cart.selectors';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useJourney, useJourneyRef } from '@/app/visit';
import styles from './Checkout.module.css';

/**
 * The order's substitution default: what happens to a line out of stock at picking unless the
 * line has its own choice (set in the cart). Kept by the cart journey and sent with the order.
 */
export function SubstitutionDefault({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const cart = useJourneyRef('cart');
  const orderDefault = useJourney('cart', substitutionDefault);
  const own = useJourney('cart', cartItems).filter((item) => item.substitution).length;
  return (
    <RadioGroup
      className={styles.radioGroup}
      value={orderDefault}
      onChange={(value) =>
        cart.send({
          type: 'cart.setSubstitutionDefault',
          orderDefault: value === 'none' ? 'none' : 'similar',
        })
      }
      isDisabled={disabled}
    >
      <Label className={styles.sectionTitle}>
        <Trans>If a product is out of stock</Trans>
      </Label>
      <Radio value="similar" className={styles.radio}>
        <span className={styles.radioLabel}>{t`Substitute with a similar product`}</span>
      </Radio>
      <Radio value="none" className={styles.radio}>
        <span className={styles.radioLabel}>{t`Do not substitute`}</span>
      </Radio>
      {own > 0 && (
        <Text slot="description" className={styles.muted}>
          <Trans>Products with their own choice in the cart keep it.</Trans>
        </Text>
      )}
    </RadioGroup>
  );
}

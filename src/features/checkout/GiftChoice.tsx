import { Trans } from '@lingui/react/macro';
import { isGift } from '@machines/checkout/checkout.selectors';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'react-aria-components';
import { CheckoutActor } from '@/app/actors/page/checkout';
import { configurationQuery } from '@/app/queries/content';
import styles from './Checkout.module.css';

/** "This order is a gift": only when the shop offers gift orders (giftOrder.enabled). */
export function GiftChoice({ disabled }: { disabled: boolean }) {
  const checkout = CheckoutActor.useActorRef();
  const gift = CheckoutActor.useSelector(isGift);
  const enabled = useQuery(configurationQuery()).data?.giftOrder.enabled ?? false;
  if (!enabled) return null;
  return (
    <Checkbox
      className={styles.gift}
      isSelected={gift}
      isDisabled={disabled}
      onChange={(value) => checkout.send({ type: 'gift.change', value })}
    >
      <span className={styles.box} aria-hidden="true" />
      <span>
        <Trans>This order is a gift</Trans>
        <span className={styles.muted}>
          {' '}
          <Trans>(no prices on the delivery note)</Trans>
        </span>
      </span>
    </Checkbox>
  );
}

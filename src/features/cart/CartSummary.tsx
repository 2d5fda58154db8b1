import { Trans, useLingui } from '@lingui/react/macro';
import type { CartMessage, PricedCart } from '@/api/contract/cart';
import { EmptyStateImage } from '@/app/parts/EmptyState';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { DeliveryProgressMark } from '@/ui/marks/DeliveryProgressMark';
import styles from './Cart.module.css';
import { MINIMUM_ORDER_CODE, progressMark, progressPercent } from './cart-display';

/** Free-delivery progress, messages by code, fees, discounts and totals of a priced cart. */
export function CartSummary({ priced }: { priced: PricedCart }) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const { order } = priced;
  return (
    <section className={styles.summary} aria-label={t`Order summary`}>
      <FreeDeliveryProgress priced={priced} />
      {priced.messages.map((message) => (
        <CartMessageText key={message.code} message={message} />
      ))}
      <dl className={styles.totals}>
        <dt>
          <Trans>Products</Trans>
        </dt>
        <dd>{money(order.orderItemsPriceWithoutDiscounts)}</dd>
        {order.fees.map((fee) => (
          <FeeRow key={fee.type} title={fee.title} amount={money(fee.amount)} />
        ))}
        {order.discounts.map((discount) => (
          <FeeRow
            key={discount.type}
            title={discount.title}
            amount={`−${money(discount.amount)}`}
          />
        ))}
        <dt className={styles.total}>
          <Trans>Total</Trans>
        </dt>
        <dd className={styles.total} data-testid="cart-total">
          {money(order.total)}
        </dd>
      </dl>
    </section>
  );
}

const FeeRow = ({ title, amount }: { title: string; amount: string }) => (
  <>
    <dt>{title}</dt>
    <dd>{amount}</dd>
  </>
);

function FreeDeliveryProgress({ priced }: { priced: PricedCart }) {
  const { t } = useLingui();
  const { progress } = priced;
  const percent = progressPercent(priced);
  return (
    <div className={styles.progress}>
      <p>
        <span className={styles.progressMark} data-testid="progress-mark">
          <DeliveryProgressMark mark={progressMark(priced)} />
        </span>
        {progress.title}
      </p>
      <div
        role="progressbar"
        aria-label={t`Towards free delivery`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.bar}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A message of the pricing, by code (the platform's own text when it has one). */
function CartMessageText({ message }: { message: CartMessage }) {
  const { t } = useLingui();
  const texts: Record<string, string> = {
    ITEMS_CHANGED: t`Some products changed since you added them.`,
    [MINIMUM_ORDER_CODE]: t`Your order is below the minimum order value.`,
  };
  const text = message.userMessage ?? texts[message.code] ?? t`Please review your cart.`;
  if (message.code !== MINIMUM_ORDER_CODE)
    return (
      <p className={styles.warning} role="status">
        {text}
      </p>
    );
  return (
    <div className={styles.minimum} data-empty-state="minimum_order_value">
      <EmptyStateImage kind="minimum_order_value" className={styles.minimumImage} />
      <p className={styles.warning} role="status">
        {text}
      </p>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { PricedCart } from '@/api/contract/cart';
import type { LineLike } from '@/app/queries/checkout';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { atLineOf } from '@/lib/priced-lines';
import { Button } from '@/ui/Button';
import styles from './Checkout.module.css';

/** The cart's pricing as the summary shows it; null while no shop is chosen. */
export interface SummaryPricing {
  /** The newest pricing of the lines for the selected shop, service and slot. */
  priced: PricedCart | null;
  pending: boolean;
  failed: boolean;
}

/** The order summary: lines, fees, discounts and the total of the cart's newest pricing. */
export function OrderSummary({
  lines,
  pricing,
  onRetry,
}: {
  lines: readonly LineLike[];
  pricing: SummaryPricing | null;
  /** Asks for the prices again after a failed pricing. */
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  // While the cart is priced again (a new slot, an order the platform refused) the last pricing
  // stays in view under the "calculating" status, so nothing the shopper reads jumps away.
  const priced = pricing?.priced;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.sectionTitle}>
        <Trans>Order summary</Trans>
      </h2>
      {!lines.length ? (
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : null}
      {pricing === null && lines.length ? (
        <p>
          <Trans>Choose a service and address to see the prices.</Trans>
        </p>
      ) : null}
      {pricing?.pending ? (
        <p role="status">
          <Trans>Calculating the prices…</Trans>
        </p>
      ) : null}
      {pricing?.failed ? (
        <div role="alert" className={styles.error}>
          <p>
            <Trans>The prices could not be calculated. Please try again.</Trans>
          </p>
          <Button variant="ghost" size="sm" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {priced ? (
        <>
          <ul className={styles.lines} aria-label={t`Products`}>
            {priced.order.products.map((product, index) => {
              // The pricing lists the lines in order: two lines of one product (two options)
              // are two products of one sku.
              const line = atLineOf(lines, index, product.sku);
              const name = line?.name || t`Product ${product.sku}`;
              const details = [...(line?.optionNames ?? []), line?.comments ?? ''].filter(Boolean);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the pricing lists the lines in order; two may share a sku
                <li key={`${index}:${product.sku}`} className={styles.line}>
                  <span>
                    {product.quantity || line?.quantity} × {name}
                    {product.labelType === 'unavailable' ? (
                      <em className={styles.flag}>
                        {' '}
                        <Trans>unavailable</Trans>
                      </em>
                    ) : null}
                    {details.length ? (
                      <span className={styles.lineDetails}>{details.join(' · ')}</span>
                    ) : null}
                  </span>
                  <span>{money(product.totalPrice)}</span>
                </li>
              );
            })}
          </ul>
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>
                <Trans>Products</Trans>
              </dt>
              <dd>{money(priced.order.orderItemsPriceWithoutDiscounts)}</dd>
            </div>
            {priced.order.fees.map((fee) => (
              <div key={fee.type} className={styles.totalRow}>
                <dt>{fee.title}</dt>
                <dd>{fee.amount ? money(fee.amount) : t`Free`}</dd>
              </div>
            ))}
            {priced.order.discounts.map((discount) => (
              <div key={discount.type} className={styles.totalRow}>
                <dt>{discount.title}</dt>
                <dd>−{money(discount.amount)}</dd>
              </div>
            ))}
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd data-testid="checkout-total">{money(priced.order.total)}</dd>
            </div>
          </dl>
          {priced.messages
            .filter((message) => message.userMessage)
            .map((message) => (
              <p key={message.code} className={styles.notice}>
                {message.userMessage}
              </p>
            ))}
        </>
      ) : null}
    </section>
  );
}

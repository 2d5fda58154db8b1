import { Trans, useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { useQuery } from '@tanstack/react-query';
import { placedOrderQuery } from '@/app/queries/checkout';
import { useJourney } from '@/app/visit';
import { localeTags } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { athensDate, athensTime, dayMonth } from '@/lib/day-labels';
import { formatCents } from '@/lib/money';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Checkout.module.css';
import { useServiceName } from './service-name';

/** The order confirmation: number, summary, and the way to the order history. */
export function ThankYouPage({
  orderId,
  orderNumber,
}: {
  orderId: string | null;
  orderNumber: string | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const signedIn = useJourney('session', hasSession);
  const serviceName = useServiceName();
  const summary = useQuery({
    ...placedOrderQuery(orderId ?? ''),
    enabled: orderId !== null && signedIn,
  }).data;
  const tag = localeTags[locale];
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      <PageTitle title={t`Thank you for your order`} />
      <h1 id="thank-you-title" className={styles.title}>
        <Trans>Thank you for your order</Trans>
      </h1>
      {orderNumber ? (
        <p className={styles.lead}>
          <Trans>
            Your order number is <strong data-testid="order-number">{orderNumber}</strong>.
          </Trans>
        </p>
      ) : (
        <p className={styles.lead}>
          <Trans>We could not find the details of this order.</Trans>
        </p>
      )}
      {summary ? (
        <dl className={styles.facts} aria-label={t`Order summary`}>
          <div>
            <dt>
              <Trans>Service</Trans>
            </dt>
            <dd>
              {serviceName(summary.deliveryService)} · {summary.shop.title}
            </dd>
          </div>
          {summary.timeslot ? (
            <div>
              <dt>
                <Trans>Time slot</Trans>
              </dt>
              <dd>
                {dayMonth(athensDate(Date.parse(summary.timeslot.startsAt)))}{' '}
                {athensTime(summary.timeslot.startsAt, tag)}–
                {athensTime(summary.timeslot.endsAt, tag)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Items</Trans>
            </dt>
            <dd>{summary.itemCount}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{formatCents(summary.total, locale)}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.actions}>
        {signedIn ? (
          <Link href="/user/history">
            <Trans>See your orders</Trans>
          </Link>
        ) : null}
        <Link href="/">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </section>
  );
}

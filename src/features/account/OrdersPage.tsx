import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery } from '@/app/queries/orders';
import type { Locale } from '@/i18n/locales';
import { formatCents } from '@/lib/money';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';
import { formatOrderDate, orderStatusLabels } from './order-labels';

/** /user/history: the customer's orders, each linking to its details. */
export function OrdersPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const orders = useQuery(ordersQuery(0, locale));
  return (
    <AccountPage page="history">
      {orders.isPending && (
        <p role="status">
          <Trans>Loading your orders…</Trans>
        </p>
      )}
      {orders.isError && (
        <p role="alert" className={styles.card}>
          <Trans>Your orders could not be loaded. Please try again.</Trans>
        </p>
      )}
      {orders.data && orders.data.items.length === 0 && (
        <p className={styles.card}>
          <Trans>You have no orders yet.</Trans>
        </p>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <ul className={styles.list}>
          {orders.data.items.map(({ orderNumber, itemCount, ...order }) => (
            <li key={order._id} className={`${styles.card} ${styles.row}`}>
              <Link href={`/user/history/details?orderId=${encodeURIComponent(order._id)}`}>
                <Trans>Order {orderNumber}</Trans>
              </Link>
              <span>{formatOrderDate(order.createdAt, locale)}</span>
              <span>{i18n._(orderStatusLabels[order.status])}</span>
              <span>
                <Plural value={itemCount} one="# item" other="# items" />
              </span>
              <strong>{formatCents(order.total, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

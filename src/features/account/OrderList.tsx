import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/api/contract/common';
import type { OrderSummary } from '@/api/contract/orders';
import { EmptyState } from '@/app/parts/EmptyState';
import type { Locale } from '@/i18n/locales';
import { formatCents } from '@/lib/money';
import { CatalogPager } from '@/ui/CatalogPager';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';
import { formatOrderDate, orderStatusLabels } from './order-labels';
import { LoadFailed } from './PageMessages';
import { ReorderButton } from './ReorderButton';

/**
 * A page of the customer's orders (history, gifts): loading, failure, empty, or the rows, and
 * the pager to the other pages (the platform sends 10 a page).
 */
export function OrderList({
  orders,
  empty,
  hrefOf,
}: {
  orders: UseQueryResult<Page<OrderSummary>>;
  /** What an empty page says (beside the editor's orders illustration). */
  empty: string;
  /** The address of another page of the list. */
  hrefOf: (pageNumber: number) => string;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (orders.isPending)
    return (
      <p role="status">
        <Trans>Loading your orders…</Trans>
      </p>
    );
  if (orders.isError)
    return (
      <LoadFailed onRetry={() => void orders.refetch()}>
        <Trans>Your orders could not be loaded. Please try again.</Trans>
      </LoadFailed>
    );
  if (orders.data.items.length === 0) return <EmptyState kind="orders" title={empty} />;
  return (
    <>
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
            <ReorderButton order={{ ...order, orderNumber }} />
          </li>
        ))}
      </ul>
      <CatalogPager
        pageNumber={orders.data.pageNumber}
        totalPages={orders.data.totalPages}
        hrefOf={hrefOf}
      />
    </>
  );
}

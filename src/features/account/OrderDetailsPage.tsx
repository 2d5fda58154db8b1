import { Trans, useLingui } from '@lingui/react/macro';
import { isEditing } from '@machines/order-edit/order-edit.selectors';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { OrderDetails } from '@/api/contract/orders';
import { OrderEditActor, OrderEditProvider } from '@/app/actors/page/order-edit';
import { orderQuery } from '@/app/queries/orders';
import type { Locale } from '@/i18n/locales';
import { formatCents } from '@/lib/money';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';
import { LineDetails } from './LineDetails';
import { LineSubstitution } from './LineSubstitution';
import { OrderCancel } from './OrderCancel';
import { ChangeOrderEntry, OrderHistory } from './OrderChanges';
import { OrderEditor } from './OrderEdit';
import { formatOrderDate, orderStatusLabels } from './order-labels';
import { LoadFailed } from './PageMessages';
import { ReorderButton } from './ReorderButton';

/** /user/history/details?orderId=: one order and its lines. */
export function OrderDetailsPage({ orderId }: { orderId: string | undefined }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const order = useQuery({ ...orderQuery(orderId ?? '', locale), enabled: Boolean(orderId) });
  // Only the platform's 404 says the order does not exist; any other failure may pass.
  const notFound =
    !orderId || (order.isError && isApiError(order.error) && order.error.status === 404);
  const orderNumber = order.data?.orderNumber ?? '';
  const invoice = order.data?.invoice ?? null;
  const company = invoice?.companyName ?? '';
  const vatNumber = invoice?.vatNumber ?? '';
  const back = (
    <Link href="/user/history">
      <Trans>Back to my orders</Trans>
    </Link>
  );
  return (
    <AccountPage page="history">
      {orderId && order.isError && !notFound && (
        <LoadFailed onRetry={() => void order.refetch()}>
          <Trans>We could not load this order.</Trans>
        </LoadFailed>
      )}
      {notFound && (
        <div className={styles.card} role="alert">
          <p>
            <Trans>This order could not be found.</Trans>
          </p>
          {back}
        </div>
      )}
      {orderId && order.isPending && (
        <p role="status">
          <Trans>Loading the order…</Trans>
        </p>
      )}
      {order.data && (
        <section className={styles.card} aria-label={t`Order ${orderNumber}`}>
          <h2>
            <Trans>Order {orderNumber}</Trans>
          </h2>
          <p>
            {formatOrderDate(order.data.createdAt, locale)} ·{' '}
            {i18n._(orderStatusLabels[order.data.status])} · {order.data.shop.title}
          </p>
          <OrderCancel order={order.data} />
          <ReorderButton order={order.data} />
          {order.data.isGift && (
            <p>
              <Trans>Sent as a gift: no prices on the delivery note.</Trans>
            </p>
          )}
          {invoice && (
            <p>
              <Trans>
                Invoice: {company}, VAT number {vatNumber}
              </Trans>
            </p>
          )}
          <OrderEditProvider key={order.data._id} order={order.data} locale={locale}>
            <OrderLinesOrEditor order={order.data} />
          </OrderEditProvider>
          <OrderHistory order={order.data} />
          {back}
        </section>
      )}
    </AccountPage>
  );
}

/** The order's lines, or, while the customer changes them, the editor (and its Change button). */
function OrderLinesOrEditor({ order }: { order: OrderDetails }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const editing = OrderEditActor.useSelector(isEditing);
  if (editing) return <OrderEditor order={order} />;
  const total = formatCents(order.total, locale);
  return (
    <>
      <ChangeOrderEntry order={order} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never move, and two may share product and options
            <tr key={`${row}:${line.productId}`}>
              <td>
                {line.name}
                <LineDetails line={line} />
                <LineSubstitution line={line} />
              </td>
              <td>{line.quantity}</td>
              <td>{formatCents(line.totalPrice, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>
          <Trans>Total: {total}</Trans>
        </strong>
      </p>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery } from '@/app/queries/orders';
import type { Locale } from '@/i18n/locales';
import { AccountPage } from './AccountPage';
import { OrderList } from './OrderList';

/** /user/history: the customer's orders, each linking to its details. */
export function OrdersPage() {
  const { i18n } = useLingui();
  const orders = useQuery(ordersQuery(0, i18n.locale as Locale));
  return (
    <AccountPage page="history">
      <OrderList orders={orders} empty={<Trans>You have no orders yet.</Trans>} />
    </AccountPage>
  );
}

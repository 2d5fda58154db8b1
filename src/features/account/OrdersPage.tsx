import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery } from '@/app/queries/orders';
import type { Locale } from '@/i18n/locales';
import { AccountPage } from './AccountPage';
import { OrderList } from './OrderList';

/** /user/history (?pageNumber=): the customer's orders, each linking to its details. */
export function OrdersPage({ pageNumber }: { pageNumber: number }) {
  const { i18n, t } = useLingui();
  const orders = useQuery(ordersQuery(pageNumber, i18n.locale as Locale));
  return (
    <AccountPage page="history">
      <OrderList
        orders={orders}
        empty={t`You have no orders yet.`}
        hrefOf={(n) => `/user/history?pageNumber=${n}`}
      />
    </AccountPage>
  );
}

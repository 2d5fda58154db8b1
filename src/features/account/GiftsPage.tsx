import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { giftOrdersQuery } from '@/app/queries/orders';
import type { Locale } from '@/i18n/locales';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';
import { OrderList } from './OrderList';

/** /user/gifts (only when giftOrder.enabled): the orders sent as gifts, and how to send one. */
export function GiftsPage({ pageNumber }: { pageNumber: number }) {
  const { i18n, t } = useLingui();
  const gifts = useQuery(giftOrdersQuery(pageNumber, i18n.locale as Locale));
  return (
    <AccountPage page="gifts">
      <p className={styles.intro}>
        <Trans>
          To send an order as a gift, tick “This order is a gift” at checkout: the delivery note
          leaves the prices out.
        </Trans>
      </p>
      <OrderList
        orders={gifts}
        empty={t`You have not sent a gift order yet.`}
        hrefOf={(n) => `/user/gifts?pageNumber=${n}`}
      />
    </AccountPage>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';

/** /user/gifts: how gift orders work (only when giftOrder.enabled). */
export function GiftsPage() {
  return (
    <AccountPage page="gifts">
      <section className={styles.card}>
        <p>
          <Trans>
            Send an order as a gift: at checkout choose “This is a gift” and we leave the prices out
            of the delivery note.
          </Trans>
        </p>
        <Link href="/user/history">
          <Trans>See your orders</Trans>
        </Link>
      </section>
    </AccountPage>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@/ui/Link';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';

/** /user/cards: the platform keeps no cards for the demo customer yet (no card call in the spec). */
export function CardsPage() {
  return (
    <AccountPage page="cards">
      <section className={styles.card}>
        <p>
          <Trans>You have no saved cards. You can save a card when you pay at checkout.</Trans>
        </p>
        <Link href="/categories">
          <Trans>Browse products</Trans>
        </Link>
      </section>
    </AccountPage>
  );
}

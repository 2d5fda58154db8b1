import { Plural, Trans } from '@lingui/react/macro';
import { currentUser } from '@machines/session/session.selectors';
import { useJourney } from '@/app/visit';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';

/** Only the last four digits of a card number are shown. */
const masked = (number: string) => `•••• ${number.slice(-4)}`;

/** /user/loyalty: the customer's loyalty cards and points (only with loyalty enabled and cards). */
export function LoyaltyPage() {
  const user = useJourney('session', currentUser);
  if (!user) return <AccountPage page="loyalty">{null}</AccountPage>;
  const total = user.totalLoyaltyPoints;
  return (
    <AccountPage page="loyalty">
      <p className={styles.card}>
        <Plural value={total} one="You have # point." other="You have # points." />
      </p>
      <ul className={styles.list}>
        {user.loyaltyCards.map(({ points, ...card }) => (
          <li key={card.number} className={`${styles.card} ${styles.row}`}>
            <strong>{card.label}</strong>
            <span>{masked(card.number)}</span>
            <span>
              <Plural value={points} one="# point" other="# points" />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        <Trans>Points are added after each completed order.</Trans>
      </p>
    </AccountPage>
  );
}

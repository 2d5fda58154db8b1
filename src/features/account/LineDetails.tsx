import type { OrderLine } from '@/api/contract/orders';
import styles from './Account.module.css';

/** Under an order line: its options and the comment for the picker, as ordered. */
export function LineDetails({ line }: { line: OrderLine }) {
  const details = [...line.optionNames, line.comments].filter(Boolean);
  return details.length ? <p className={styles.lineNote}>{details.join(' · ')}</p> : null;
}

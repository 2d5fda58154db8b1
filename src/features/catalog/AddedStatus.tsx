import styles from './HomePage.module.css';

/** The polite status line that confirms an added product (visible as a toast). */
export function AddedStatus({ message }: { message: string | undefined }) {
  return (
    <p className={styles.toast} role="status">
      {message}
    </p>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@/ui/Link';
import styles from './StatusPage.module.css';

export function NotFoundPage() {
  return (
    <div className={`page ${styles.status}`}>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className={styles.actions}>
        <Link href="/" variant="button">
          <Trans>Back to the home page</Trans>
        </Link>
        <Link href="/categories">
          <Trans>Browse the products</Trans>
        </Link>
      </div>
    </div>
  );
}

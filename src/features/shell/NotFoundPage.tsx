import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/app/parts/EmptyState';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './StatusPage.module.css';

/** An unknown address: the editor's "page not found" illustration and ways on. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className={`page ${styles.status}`}>
      <PageTitle title={t`Page not found`} />
      <EmptyState kind="page_not_found" title={t`Page not found`} level={1}>
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
      </EmptyState>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@/ui/Link';
import styles from './Lists.module.css';

/** /user/lists for a visitor: lists need an account, so register or log in (spec §6 Visitor). */
export function VisitorLists({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <Trans>Log in or create an account to keep your favourite products in lists.</Trans>
      </p>
      <div className={styles.actions}>
        <Link href="/login" variant="button">
          <Trans>Log in</Trans>
        </Link>
        <Link href="/register" variant="button">
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </div>
  );
}

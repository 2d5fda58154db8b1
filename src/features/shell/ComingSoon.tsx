import { Trans } from '@lingui/react/macro';
import { Link } from '@/ui/Link';
import styles from './StatusPage.module.css';

/**
 * A registered route whose journey is owned by a later issue: says so plainly and offers a way
 * on, rather than showing an empty or fake page.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className={`page ${styles.status}`}>
      <h1>{title}</h1>
      <p>
        <Trans>This part of the shop is coming soon. Meanwhile you can browse our products.</Trans>
      </p>
      <div className={styles.actions}>
        <Link href="/" variant="button">
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </div>
  );
}

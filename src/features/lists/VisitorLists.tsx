import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Lists.module.css';

/**
 * /user/lists (or one list) for a visitor: lists need an account, so register or log in (spec §6
 * Visitor); either brings the shopper back to this page.
 */
export function VisitorLists({ title }: { title: string }) {
  const here = useRouterState({ select: (s) => s.location.href });
  const back = `?redirect=${encodeURIComponent(here)}`;
  return (
    <div className="page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>
        <Trans>Log in or create an account to keep your favourite products in lists.</Trans>
      </p>
      <div className={styles.actions}>
        <Link href={`/login${back}`} variant="button">
          <Trans>Log in</Trans>
        </Link>
        <Link href={`/register${back}`} variant="button">
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </div>
  );
}

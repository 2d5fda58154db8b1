import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/ui/Link';
import styles from './CatalogPager.module.css';

export interface CatalogPagerProps {
  /** From 0. */
  pageNumber: number;
  totalPages: number;
  /** The href of a page (the route keeps its other search params). */
  hrefOf: (pageNumber: number) => string;
}

/** Previous / next page links and where the shopper is; nothing for a single page. */
export function CatalogPager({ pageNumber, totalPages, hrefOf }: CatalogPagerProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const page = pageNumber + 1;
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      {pageNumber > 0 ? (
        <Link href={hrefOf(pageNumber - 1)} rel="prev">
          <Trans>Previous page</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </span>
      {page < totalPages ? (
        <Link href={hrefOf(pageNumber + 1)} rel="next">
          <Trans>Next page</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

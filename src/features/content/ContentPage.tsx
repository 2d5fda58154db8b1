import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CorporatePage } from '@/api/contract/content-blocks';
import { EmptyState } from '@/app/parts/EmptyState';
import { pageBlocks } from '@/lib/content-page';
import { Link } from '@/ui/Link';
import { BlockView } from './BlockView';
import styles from './ContentPage.module.css';

export interface ContentPageProps {
  page: CorporatePage;
  /** `blog`: basic blocks are posts (articles). */
  variant?: 'page' | 'blog' | 'landing';
  /** Shown above the title (breadcrumbs, a blog label). */
  before?: ReactNode;
}

/** A page assembled from its enabled components, in order; an empty state when none renders. */
export function ContentPage({ page, variant = 'page', before }: ContentPageProps) {
  const { t } = useLingui();
  const items = pageBlocks(page);
  return (
    <div
      className={`page ${styles.page} ${variant === 'blog' ? styles.blog : ''}`}
      data-variant={variant}
      data-page-slug={page.content.slug}
    >
      {before}
      <header className={styles.header}>
        <h1>{page.content.title}</h1>
        {page.content.subtitle && <p className={styles.subtitle}>{page.content.subtitle}</p>}
      </header>
      {items.length === 0 ? (
        <EmptyState kind="default_warning" title={t`Nothing here yet`}>
          <p>
            <Trans>This page has no content at the moment.</Trans>
          </p>
          <Link href="/" variant="button">
            <Trans>Back to the home page</Trans>
          </Link>
        </EmptyState>
      ) : (
        <div className={styles.blocks}>
          {items.map((item, index) => (
            <BlockView
              key={item.key}
              item={item}
              blocks={page.blocks}
              eager={index === 0}
              basicAs={variant === 'blog' ? 'article' : 'section'}
            />
          ))}
        </div>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EmptyStateKey } from '@/api/contract/content';
import { emptyStatesQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { ContentImage } from '@/ui/ContentImage';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  kind: EmptyStateKey;
  title: string;
  children?: ReactNode;
  /** Heading level: 1 when the state is the whole page. */
  level?: 1 | 2 | 3;
  /** A smaller illustration, for a sheet or a state inside a page section. */
  compact?: boolean;
}

/**
 * The editor's illustration of a state alone (decorative), for a state shown as a line of text
 * (the cart's minimum order value); nothing without it.
 */
export function EmptyStateImage({ kind, className }: { kind: EmptyStateKey; className?: string }) {
  const locale = useLocale();
  const image = useQuery(emptyStatesQuery(locale)).data?.[kind];
  return image ? (
    <ContentImage image={image} width={480} height={360} eager decorative className={className} />
  ) : null;
}

/**
 * An empty or warning state with the editor's illustration for it (content `empty-states`,
 * decorative: alt=""). While the content loads its place is kept (no shift when it comes);
 * without an image (unset, or the content failed) the text stands alone.
 */
export function EmptyState({ kind, title, children, level = 2, compact = false }: EmptyStateProps) {
  const locale = useLocale();
  const { data, isPending } = useQuery(emptyStatesQuery(locale));
  const image = data?.[kind];
  const Heading = `h${level}` as const;
  return (
    <div
      className={compact ? `${styles.empty} ${styles.compact}` : styles.empty}
      data-empty-state={kind}
    >
      {image ? (
        <ContentImage
          image={image}
          width={480}
          height={360}
          eager
          decorative
          className={styles.image}
        />
      ) : (
        isPending && <span className={styles.placeholder} aria-hidden="true" />
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children}
    </div>
  );
}

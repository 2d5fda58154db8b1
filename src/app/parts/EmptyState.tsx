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
  level?: 1 | 2;
}

/**
 * An empty or warning state with the editor's illustration for it (content `empty-states`); the
 * text stands alone when the image is unset or not loaded.
 */
export function EmptyState({ kind, title, children, level = 2 }: EmptyStateProps) {
  const locale = useLocale();
  const { data } = useQuery(emptyStatesQuery(locale));
  const image = data?.[kind];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.empty} data-empty-state={kind}>
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
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <Heading>{title}</Heading>
      {children}
    </div>
  );
}

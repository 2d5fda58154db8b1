import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { contentPageQuery } from '@/app/queries/content-pages';
import { BlockView } from '@/features/content/BlockView';
import { useLocale } from '@/i18n/use-locale';
import { pageBlocks } from '@/lib/content-page';
import styles from './HomePage.module.css';

export const HOME_CONTENT_SLUG = 'home';

/**
 * The editor's home blocks (sliders, promoted products, highlights), in their order. Below the
 * fold, so their images load lazily; when the content call fails the home page simply goes on.
 */
export function HomeContent() {
  const locale = useLocale();
  const { data } = useQuery(contentPageQuery(locale, HOME_CONTENT_SLUG));
  // Blocks arriving after the first paint render in a deferred, time-sliced pass.
  const page = useDeferredValue(data);
  if (!page) return null;
  return (
    <div className={styles.content} data-testid="home-content">
      {pageBlocks(page).map((item) => (
        <BlockView key={item.key} item={item} blocks={page.blocks} />
      ))}
    </div>
  );
}

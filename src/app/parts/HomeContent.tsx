import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { contentPageQuery } from '@/app/queries/content-pages';
import { BlockView } from '@/features/content/BlockView';
import { useLocale } from '@/i18n/use-locale';
import { pageBlocks } from '@/lib/content-page';
import { hydratesNear } from '@/lib/hydrate-when-near';
import { LoadFailed } from '@/ui/LoadFailed';
import { HOME_CONTENT_ID, HOME_CONTENT_SLUG } from './home-content-page';

/**
 * The editor's home blocks (sliders, promoted products, highlights), in their order. Below the
 * fold, so their images load lazily; when the content call fails the rest of the home page goes on
 * and a calm note with "Try again" stands in their place. A prerendered home hydrates them only
 * when they come near the screen (hydratedWhenNear, in HomePage): their code (the blocks' views)
 * is not loaded at boot.
 * Composed here because the catalog's home page shows the content feature's blocks.
 */
export function HomeContent({ className }: { className?: string }) {
  const locale = useLocale();
  const { data, isError, isFetching, refetch } = useQuery(
    contentPageQuery(locale, HOME_CONTENT_SLUG),
  );
  // Blocks arriving after the first paint render in a deferred, time-sliced pass.
  const page = useDeferredValue(data);
  if (!page && isError) {
    return (
      <div className={className} {...hydratesNear(HOME_CONTENT_ID)}>
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
          <Trans>The shop's news and offers could not be loaded right now.</Trans>
        </LoadFailed>
      </div>
    );
  }
  if (!page) return null;
  return (
    <div className={className} {...hydratesNear(HOME_CONTENT_ID)} data-testid="home-content">
      {pageBlocks(page).map((item) => (
        <BlockView key={item.key} item={item} blocks={page.blocks} />
      ))}
    </div>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { HOME_CONTENT_SLUG } from '@/app/parts/home-content-page';
import {
  contentPageQuery,
  productsByCodeQuery,
  promotedCodesOf,
} from '@/app/queries/content-pages';
import { HomePage } from '@/features/catalog/HomePage';
import { homeQueries } from '@/features/catalog/home-queries';
import { activeLocale } from '@/i18n/i18n';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    const locale = activeLocale();
    const queries = homeQueries(locale);
    // The banners sit above the offers: waited for with them (in parallel), so the offers do
    // not move down when they arrive (CLS). A failed banner call is not home's failure.
    const banners = queryClient.prefetchQuery(queries.banners);
    // The editor's blocks are below the fold: prefetched, never blocking (nor failing) home.
    void queryClient
      .fetchQuery(contentPageQuery(locale, HOME_CONTENT_SLUG))
      .then((page) =>
        Promise.all(
          promotedCodesOf(page).map((codes) =>
            queryClient.prefetchQuery(productsByCodeQuery(locale, codes)),
          ),
        ),
      )
      .catch(() => undefined);
    // The rails are waited for (home paints with its products), but a failed rail is not home's
    // failure either: it says so in its own place, with "Try again" (HomeRail).
    await Promise.all([
      queryClient.prefetchQuery(queries.offers),
      queryClient.prefetchQuery(queries.popular),
      banners,
    ]);
  },
  component: HomePage,
});

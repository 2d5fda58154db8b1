import { productSearchQuery } from '@/app/queries/catalog';
import { bannersQuery } from '@/app/queries/content';
import type { Locale } from '@/i18n/locales';

/** What home shows; the route loader prefetches the product rails with the same options. */
export const homeQueries = (locale: Locale) => ({
  offers: productSearchQuery(locale, { offersOnly: true, pageSize: 10 }),
  popular: productSearchQuery(locale, { pageSize: 15 }),
  banners: bannersQuery(locale),
});

import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';

/**
 * The customer's lists with 4 preview products each, for the side cart (spec §9), as the selected
 * shop has them.
 */
export const listsPreviewQuery = (locale: Locale, shop: string | undefined) =>
  queryOptions({
    queryKey: ['lists', 'preview', locale, shop ?? null],
    queryFn: async ({ signal }) =>
      (await import('../actors/page/lists-effects')).loadLists(shop, signal),
    staleTime: 60_000,
  });

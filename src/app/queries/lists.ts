import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';

/** The customer's lists with 4 preview products each, for the side cart (spec §9). */
export const listsPreviewQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['lists', 'preview', locale],
    queryFn: async ({ signal }) => (await import('../actors/lists-effects')).loadLists(signal),
    staleTime: 60_000,
  });

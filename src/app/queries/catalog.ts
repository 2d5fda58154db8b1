import { queryOptions } from '@tanstack/react-query';
import { type SearchProductsQuery, searchProductsEndpoint } from '@/api/contract/catalog';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';

export const productSearchQuery = (locale: Locale, query: SearchProductsQuery) =>
  queryOptions({
    queryKey: ['catalog', 'search', locale, query],
    queryFn: ({ signal }) => api.call(searchProductsEndpoint, { query, signal }),
  });

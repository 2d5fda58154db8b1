import { queryOptions } from '@tanstack/react-query';
import { getConfigurationEndpoint } from '@/api/contract/config';
import {
  getBannersEndpoint,
  getFooterContentEndpoint,
  getMenusEndpoint,
} from '@/api/contract/content';
import type { Locale } from '@/i18n/locales';
import { cleanFooterLinks } from '@/lib/content-clean';
import { api } from '../api';

/**
 * Editor content is per locale; the key carries it so a language switch refetches. The footer's
 * links (social icons, entries, newsletter) and images are checked here, once, for whatever
 * renders them.
 */
export const footerQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'footer', locale],
    queryFn: async ({ signal }) =>
      cleanFooterLinks(await api.call(getFooterContentEndpoint, { signal })),
    staleTime: 10 * 60_000,
  });

export const menusQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'menus', locale],
    queryFn: ({ signal }) => api.call(getMenusEndpoint, { signal }),
    staleTime: 10 * 60_000,
  });

export const bannersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'banners', locale],
    queryFn: ({ signal }) => api.call(getBannersEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });

export const configurationQuery = () =>
  queryOptions({
    queryKey: ['content', 'configuration'],
    queryFn: ({ signal }) => api.call(getConfigurationEndpoint, { signal }),
    staleTime: 30 * 60_000,
  });

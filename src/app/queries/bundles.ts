import { queryOptions } from '@tanstack/react-query';
import { checkBundleOfferEndpoint, getBundleOffersSummaryEndpoint } from '@/api/contract/bundles';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';
import type { LineLike } from './checkout';

/** The bundle offers (titles in the request's language: the key carries the locale). */
export const bundleOffersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['bundles', 'summary', locale],
    queryFn: ({ signal }) => api.call(getBundleOffersSummaryEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });

/** How far the cart's products go towards one offer, and the free products it earns. */
export const checkBundle = (id: string, lines: readonly LineLike[]) =>
  api.call(checkBundleOfferEndpoint, {
    params: { id },
    body: {
      products: lines.map((line) => ({
        productId: line.id ?? line.sku,
        quantity: line.quantity,
        changesAllowed: true,
        comments: line.comments ?? '',
        options: [...(line.options ?? [])],
      })),
    },
  });

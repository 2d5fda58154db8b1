import { queryOptions } from '@tanstack/react-query';
import { getBuyAgainEndpoint, getOrderEndpoint, getOrdersEndpoint } from '@/api/contract/orders';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';

/** The signed-in customer's orders, newest first, one page (spec §2 /user/history). */
export const ordersQuery = (pageNumber: number, locale: Locale) =>
  queryOptions({
    queryKey: ['orders', 'page', pageNumber, locale],
    queryFn: ({ signal }) => api.call(getOrdersEndpoint, { query: { pageNumber }, signal }),
    staleTime: 60_000,
    retry: false,
  });

/** The customer's orders sent as gifts, newest first, one page (/user/gifts). */
export const giftOrdersQuery = (pageNumber: number, locale: Locale) =>
  queryOptions({
    queryKey: ['orders', 'gifts', pageNumber, locale],
    queryFn: ({ signal }) =>
      api.call(getOrdersEndpoint, { query: { pageNumber, gift: true }, signal }),
    staleTime: 60_000,
    retry: false,
  });

/** One order with its lines (/user/history/details). */
export const orderQuery = (orderId: string, locale: Locale) =>
  queryOptions({
    queryKey: ['orders', 'details', orderId, locale],
    queryFn: ({ signal }) => api.call(getOrderEndpoint, { params: { orderId }, signal }),
    staleTime: 60_000,
    retry: false,
  });

/**
 * "Buy again" on home: the products of the customer's last orders, most often ordered first,
 * with the selected shop's prices (a rail's `items`).
 */
export const buyAgainQuery = (locale: Locale, shop: string | undefined, userId: string | null) =>
  queryOptions({
    // The customer's own list: another customer signing in (another tab, an ended session)
    // never sees it.
    queryKey: ['orders', 'buy-again', userId, locale, shop ?? null],
    queryFn: async ({ signal }) => ({
      items: await api.call(getBuyAgainEndpoint, { query: shop ? { shop } : {}, signal }),
    }),
    staleTime: 60_000,
    retry: false,
  });

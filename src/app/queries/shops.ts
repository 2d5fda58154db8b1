import { queryOptions } from '@tanstack/react-query';
import type { DeliveryMode } from '@/api/contract/common';
import { getDeliveryServicesEndpoint } from '@/api/contract/services';
import { getShopsEndpoint } from '@/api/contract/shops';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';

/** The delivery services (icon and title per locale). */
export const servicesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['services', locale],
    queryFn: ({ signal }) => api.call(getDeliveryServicesEndpoint, { signal }),
    staleTime: 30 * 60_000,
  });

/** Every shop offering a service (take-away list). */
export const shopsQuery = (service: DeliveryMode, locale: Locale) =>
  queryOptions({
    queryKey: ['shops', service, locale],
    queryFn: ({ signal }) => api.call(getShopsEndpoint, { query: { service }, signal }),
    staleTime: 10 * 60_000,
  });

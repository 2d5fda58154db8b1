import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@/api/contract/orders';
import { type Locale, localeTags } from '@/i18n/locales';

export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  PLACED: msg`Placed`,
  PREPARING: msg`Being prepared`,
  OUT_FOR_DELIVERY: msg`On its way`,
  READY_FOR_PICKUP: msg`Ready for pick-up`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
};

/** Day/month/year in the active locale. */
export const formatOrderDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));

/** Weekday, day, month and time in Athens ("Tue 8 Dec, 14:00"): a cut-off, an event of an order. */
export const formatOrderTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Athens',
  }).format(new Date(iso));

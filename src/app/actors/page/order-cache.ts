import { isRefusal } from '@machines/api-errors';
import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetails } from '@/api/contract/orders';
import type { Locale } from '@/i18n/locales';
import { orderQuery } from '../../queries/orders';

/**
 * The order as a change or cancel answered it: its details show it at once, and every order
 * list (history, gifts, buy again) is read again when next shown.
 */
export async function showChangedOrder(
  queryClient: QueryClient,
  locale: Locale,
  order: OrderDetails,
) {
  await queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
  queryClient.setQueryData(orderQuery(order._id, locale).queryKey, order);
}

/**
 * A change or cancel refused with 409 ORDER_LOCKED (too late, or cancelled in another tab): the
 * order is read again before the journey hears of it, so the page says which at once.
 */
export async function readOrderAgainIfLocked(
  queryClient: QueryClient,
  locale: Locale,
  orderId: string,
  error: unknown,
) {
  if (isRefusal(error, 409, 'ORDER_LOCKED')) {
    await queryClient.invalidateQueries({ queryKey: orderQuery(orderId, locale).queryKey });
  }
}

import { orderCancelMachine } from '@machines/order-cancel/order-cancel.machine';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cancelOrderEndpoint } from '@/api/contract/orders';
import type { Locale } from '@/i18n/locales';
import { api } from '../../api';
import { readOrderAgainIfLocked, showChangedOrder } from './order-cache';
import { pageJourney } from './page-journey';

/**
 * The cancel-order journey of one order's details (lives as long as the page). After a cancel,
 * the details show the cancelled order at once and every other order list is read again when
 * next shown; after a refused one, the order is read again (cancelled elsewhere, or too late).
 */
export const { Actor: OrderCancelActor, Provider: OrderCancelProvider } = pageJourney(
  orderCancelMachine,
).hosted({
  useEffects: ({ locale }: { orderId: string; locale: Locale }) => {
    const queryClient = useQueryClient();
    return () => ({
      actors: {
        cancelOrder: fromPromise(async ({ input }) => {
          try {
            const order = await api.call(cancelOrderEndpoint, { params: input });
            await showChangedOrder(queryClient, locale, order);
            return order;
          } catch (error) {
            await readOrderAgainIfLocked(queryClient, locale, input.orderId, error);
            throw error;
          }
        }),
      },
    });
  },
  input: ({ orderId }) => ({ orderId }),
});

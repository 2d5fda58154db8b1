import { orderCancelMachine } from '@machines/order-cancel/order-cancel.machine';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cancelOrderEndpoint } from '@/api/contract/orders';
import type { Locale } from '@/i18n/locales';
import { api } from '../../api';
import { orderQuery } from '../../queries/orders';
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
            await queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
            queryClient.setQueryData(orderQuery(input.orderId, locale).queryKey, order);
            return order;
          } catch (error) {
            // Refused (409 ORDER_LOCKED: too late, or another tab cancelled it): the order is read
            // again before the journey hears of it, so the page says which at once.
            if ((error as { code?: string }).code === 'ORDER_LOCKED') {
              await queryClient.invalidateQueries({
                queryKey: orderQuery(input.orderId, locale).queryKey,
              });
            }
            throw error;
          }
        }),
      },
    });
  },
  input: ({ orderId }) => ({ orderId }),
});

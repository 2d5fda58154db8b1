import { orderEditMachine } from '@machines/order-edit/order-edit.machine';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { priceCartEndpoint } from '@/api/contract/cart';
import { type OrderDetails, updateOrderEndpoint } from '@/api/contract/orders';
import type { Locale } from '@/i18n/locales';
import { api } from '../../api';
import { readOrderAgainIfLocked, showChangedOrder } from './order-cache';
import { pageJourney } from './page-journey';

/** The lines as the platform takes them: no names of options (they are ours). */
const itemsOf = (lines: readonly { optionNames?: string[] }[]) =>
  lines.map(({ optionNames: _names, ...item }) => item) as never;

/**
 * The change-order journey of one order's details (lives as long as the page). The lines are
 * priced for the order's own shop and service; once saved, the details show the changed order at
 * once and the order lists are read again when next shown.
 */
export const { Actor: OrderEditActor, Provider: OrderEditProvider } = pageJourney(
  orderEditMachine,
).hosted({
  useEffects: ({ order, locale }: { order: OrderDetails; locale: Locale }) => {
    const queryClient = useQueryClient();
    return () => ({
      actors: {
        priceLines: fromPromise(({ input, signal }) =>
          api.call(priceCartEndpoint, {
            body: {
              shop: order.shop._id,
              deliveryService: order.deliveryService,
              items: itemsOf(input.lines),
            },
            signal,
          }),
        ),
        updateOrder: fromPromise(async ({ input }) => {
          try {
            const changed = await api.call(updateOrderEndpoint, {
              params: { orderId: input.orderId },
              body: { items: itemsOf(input.lines) },
            });
            await showChangedOrder(queryClient, locale, changed);
            return changed;
          } catch (error) {
            await readOrderAgainIfLocked(queryClient, locale, input.orderId, error);
            throw error;
          }
        }),
      },
    });
  },
  input: ({ order }) => ({ orderId: order._id }),
});

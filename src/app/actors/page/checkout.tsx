import { checkoutMachine } from '@machines/checkout/checkout.machine';
import type { GuestContact } from '@machines/checkout/checkout.types';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { journeyOf, useVisit } from '../../visit';
import { keepOpenAttempt, readOpenAttempt } from './checkout-attempt';
import { keepInvoice, readKeptInvoice } from './checkout-invoice';
import { orderDetailsNow } from './checkout-order';
import { pageJourney } from './page-journey';

const effects = () => import('./checkout-effects');
const storage = () => globalThis.localStorage;

/**
 * The checkout page's journey (one actor per visit of /checkout). What is ordered is read from
 * the visit's journeys when the order is sent (src/app/actors/page/checkout-order.ts); a placed order
 * is the visit's `order.placed`.
 */
export const { Actor: CheckoutActor, Provider: CheckoutProvider } = pageJourney(
  checkoutMachine,
).hosted({
  useEffects: (_: { guest: boolean; contact: GuestContact }) => {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const visit = useVisit();
    const navigateRef = useRef(navigate);
    navigateRef.current = navigate;
    return () => ({
      actors: {
        placeOrder: fromPromise(async ({ input, signal }) => {
          const details = orderDetailsNow({
            selection: journeyOf(visit, 'selection'),
            cart: journeyOf(visit, 'cart'),
          });
          if (!details) throw { kind: 'rejected', code: 'rejected' };
          try {
            return await (await effects()).placeOrder(queryClient, input, details, signal);
          } catch (error) {
            // Refused by the platform: prices, availability or the minimum may have changed, so
            // the cart is priced again. (Unreachable or unconfirmed: the order may stand.)
            if ((error as { kind?: string }).kind === 'rejected') {
              journeyOf(visit, 'cart').send({ type: 'cart.reprice' });
            }
            throw error;
          }
        }),
        findOrder: fromPromise(async ({ input, signal }) =>
          (await effects()).findOrder(queryClient, input.idempotencyKey, signal),
        ),
      },
      actions: {
        keepAttempt: (_, { attempt }) => keepOpenAttempt(storage(), attempt),
        keepInvoice: (_, { kept }) => keepInvoice(storage(), kept),
        completeOrder: (_, { order }) => {
          // The order took the cart (its lines' substitution choices too), the reserved slot and
          // the substitution default: all reset.
          visit.send({ type: 'order.placed' });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          void queryClient.invalidateQueries({ queryKey: ['user'] });
          void navigateRef.current({
            to: '/thank-you',
            search: { order: order.orderId, number: order.orderNumber },
          });
        },
      },
    });
  },
  input: ({ guest, contact }) => ({
    guest,
    contact,
    keySeed: globalThis.crypto.randomUUID(),
    openAttempt: readOpenAttempt(storage()),
    keptInvoice: readKeptInvoice(storage()),
  }),
});

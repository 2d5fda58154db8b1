import { checkoutMachine } from '@machines/checkout/checkout.machine';
import type { GuestContact } from '@machines/checkout/checkout.types';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { cartLines, removeFromCart } from '../cart-lines';
import { appInspector } from '../inspect';
import type { OrderDetails } from './checkout-effects';
import { PrebookActor } from './prebook';

/** The checkout page's journey (one actor per visit of /checkout). */
export const CheckoutActor = createActorContext(checkoutMachine);

const effects = () => import('./checkout-effects');

/**
 * Starts the checkout journey. `details` is read when the order is sent: the page keeps it up to
 * date with the selection, the cart lines and the prices of the summary on screen.
 */
export function CheckoutProvider({
  children,
  guest,
  contact,
  details,
}: {
  children: ReactNode;
  guest: boolean;
  contact: GuestContact;
  details: { current: OrderDetails | null };
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const prebook = PrebookActor.useActorRef();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const logic = useOnce(() =>
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(async ({ input, signal }) => {
          if (!details.current) throw { kind: 'rejected', code: 'rejected' };
          return (await effects()).placeOrder(queryClient, input, details.current, signal);
        }),
      },
      actions: {
        completeOrder: (_, { order }) => {
          removeFromCart(cartLines().map((line) => line.sku));
          // The order used the reserved slot: the next order picks its own.
          prebook.send({ type: 'order.placed' });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          void queryClient.invalidateQueries({ queryKey: ['user'] });
          void navigateRef.current({
            to: '/thank-you',
            search: { order: order.orderId, number: order.orderNumber },
          });
        },
      },
    }),
  );
  const keySeed = useOnce(() => globalThis.crypto.randomUUID());
  return (
    <CheckoutActor.Provider
      logic={logic}
      options={{ input: { guest, keySeed, contact }, inspect: appInspector() }}
    >
      {children}
    </CheckoutActor.Provider>
  );
}

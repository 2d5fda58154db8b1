import { reorderMachine } from '@machines/reorder/reorder.machine';
import type { ReorderInput } from '@machines/reorder/reorder.types';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { addProduct } from '../cart-commands';
import { useJourneyRef } from '../shop';

/** One "Add to cart" of a past order, started when its button is pressed. */
export const ReorderActor = createActorContext(reorderMachine);

const effects = () => import('./reorder-effects');

export function ReorderProvider({ children, input }: { children: ReactNode; input: ReorderInput }) {
  const cart = useJourneyRef('cart');
  const logic = useOnce(() =>
    reorderMachine.provide({
      actors: {
        loadLines: fromPromise(async ({ input }) =>
          (await effects()).loadReorderLines(input.orderId, input.target),
        ),
      },
      // Each line as a product added: the same product and options add to the line's quantity.
      actions: {
        addToCart: (_, { items }) => {
          for (const item of items) addProduct(cart, item);
        },
      },
    }),
  );
  return (
    <ReorderActor.Provider logic={logic} options={{ input }}>
      {children}
    </ReorderActor.Provider>
  );
}

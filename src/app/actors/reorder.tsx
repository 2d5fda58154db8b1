import { DEFAULT_COMMENT_MAX_LENGTH, lineKey, toCartItem } from '@machines/cart/cart.types';
import { reorderMachine } from '@machines/reorder/reorder.machine';
import type { ReorderInput } from '@machines/reorder/reorder.types';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { addProduct, setComment } from '../cart-commands';
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
      // Each line as a product added: the same product and options add to the line's quantity;
      // the order's comment is kept where the line in the cart has none of its own.
      actions: {
        addToCart: (_, { items }) => {
          for (const item of items) {
            const line = toCartItem(item);
            const there = cart
              .getSnapshot()
              .context.items.find((existing) => lineKey(existing) === lineKey(line));
            addProduct(cart, item);
            if (there && !there.comments && line.comments) {
              setComment(
                cart,
                line,
                line.comments,
                Math.max(line.comments.length, DEFAULT_COMMENT_MAX_LENGTH),
              );
            }
          }
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

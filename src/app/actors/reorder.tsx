import { DEFAULT_COMMENT_MAX_LENGTH, lineKey, toCartItem } from '@machines/cart/cart.types';
import { reorderMachine } from '@machines/reorder/reorder.machine';
import type { ReorderInput } from '@machines/reorder/reorder.types';
import { fromPromise } from 'xstate';
import { addProduct, setComment } from '../cart-commands';
import { useJourneyRef } from '../visit';
import { pageJourney } from './page-journey';

const effects = () => import('./reorder-effects');

/** One "Add to cart" of a past order, started when its button is pressed. */
export const { Actor: ReorderActor, Provider: ReorderProvider } = pageJourney(
  reorderMachine,
).hosted({
  useEffects: (_: { input: ReorderInput }) => {
    const cart = useJourneyRef('cart');
    return () => ({
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
    });
  },
  input: ({ input }) => input,
  inspected: false,
});

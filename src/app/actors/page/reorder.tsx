import { toCartItem } from '@machines/cart/cart.types';
import { reorderMachine } from '@machines/reorder/reorder.machine';
import type { ReorderInput } from '@machines/reorder/reorder.types';
import { fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { useJourneyRef } from '../../visit';
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
      // The lines, named in the shop's language, go into the cart as one change (the cart's
      // `addLines` says how they meet the lines there).
      actions: {
        addToCart: (_, { items }) =>
          cart.send({
            type: 'cart.addLines',
            items: items.map((item) => toCartItem({ nameLocale: activeLocale(), ...item })),
          }),
      },
    });
  },
  input: ({ input }) => input,
  inspected: false,
});

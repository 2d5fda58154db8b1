import { mergeCartMachine } from '@machines/merge-cart/merge-cart.machine';
import { journeyIn } from '@machines/visit/visit.types';
import { fromPromise } from 'xstate';

/** The merge cart journey: every login here merges the saved server cart (the visit sends it). */
const effects = () => import('./merge-cart-effects');
const cartOf = (system: unknown) => journeyIn(system, 'cart');

export const mergeCartLogic = () =>
  mergeCartMachine.provide({
    actors: {
      fetchCarts: fromPromise(async ({ system }) => (await effects()).fetchCarts(cartOf(system))),
    },
    actions: {
      addToLocalCart: ({ system }, { items }) => {
        void effects().then((e) => e.addToLocalCart(cartOf(system), items));
      },
      saveServerCart: (_, { merged }) => {
        void effects()
          .then((e) => e.saveServerCart(merged))
          .catch((error: unknown) => console.error(error));
      },
    },
  });

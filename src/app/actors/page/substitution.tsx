import { substitutionMachine } from '@machines/substitution/substitution.machine';
import type { SubstitutionInput } from '@machines/substitution/substitution.types';
import { fromPromise } from 'xstate';
import { useJourneyRef } from '../../visit';
import { pageJourney } from './page-journey';
import { useSelectedShopId } from './selected-shop-id';

const effects = () => import('./substitution-effects');

/** One cart line's substitution sheet, started when its button is pressed. */
export const { Actor: SubstitutionActor, Provider: SubstitutionProvider } = pageJourney(
  substitutionMachine,
).hosted({
  useEffects: (_: { input: SubstitutionInput }) => {
    const shopId = useSelectedShopId();
    const cart = useJourneyRef('cart');
    return () => ({
      actors: {
        loadSubstitutes: fromPromise(async ({ input }) =>
          (await effects()).loadSubstitutes(input.sku, shopId()),
        ),
      },
      // Kept with the cart's line (stored, and in the other tabs with the lines).
      actions: {
        keepChoice: (_, { line, marked }) =>
          cart.send({ type: 'cart.chooseSubstitute', key: line.key, choice: marked }),
      },
    });
  },
  input: ({ input }) => input,
  inspected: false,
});

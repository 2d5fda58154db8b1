import { substitutionMachine } from '@machines/substitution/substitution.machine';
import type { SubstitutionInput } from '@machines/substitution/substitution.types';
import { fromPromise } from 'xstate';
import { keepLineChoice } from '../substitutions';
import { pageJourney } from './page-journey';
import { useSelectedShopId } from './selected-shop-id';

const effects = () => import('./substitution-effects');

/** One cart line's substitution sheet, started when its button is pressed. */
export const { Actor: SubstitutionActor, Provider: SubstitutionProvider } = pageJourney(
  substitutionMachine,
).hosted({
  useEffects: (_: { input: SubstitutionInput }) => {
    const shopId = useSelectedShopId();
    return () => ({
      actors: {
        loadSubstitutes: fromPromise(async ({ input }) =>
          (await effects()).loadSubstitutes(input.sku, shopId()),
        ),
      },
      actions: { keepChoice: (_, { line, marked }) => keepLineChoice(line.key, marked) },
    });
  },
  input: ({ input }) => input,
  inspected: false,
});

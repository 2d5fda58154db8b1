import { substitutionMachine } from '@machines/substitution/substitution.machine';
import type { SubstitutionInput } from '@machines/substitution/substitution.types';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { keepLineChoice } from '../substitutions';
import { useSelectedShopId } from './selected-shop-id';

/** One cart line's substitution sheet, started when its button is pressed. */
export const SubstitutionActor = createActorContext(substitutionMachine);

const effects = () => import('./substitution-effects');

export function SubstitutionProvider({
  children,
  input,
}: {
  children: ReactNode;
  input: SubstitutionInput;
}) {
  const shopId = useSelectedShopId();
  const logic = useOnce(() =>
    substitutionMachine.provide({
      actors: {
        loadSubstitutes: fromPromise(async ({ input }) =>
          (await effects()).loadSubstitutes(input.sku, shopId()),
        ),
      },
      actions: { keepChoice: (_, { line, marked }) => keepLineChoice(line.key, marked) },
    }),
  );
  return (
    <SubstitutionActor.Provider logic={logic} options={{ input }}>
      {children}
    </SubstitutionActor.Provider>
  );
}

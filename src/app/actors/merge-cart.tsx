import { mergeCartMachine } from '@machines/merge-cart/merge-cart.machine';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { onSignedIn } from '../auth-status';
import { appInspector } from '../inspect';

/** The merge cart journey, app-wide: every login merges the saved server cart. */
export const MergeCartActor = createActorContext(mergeCartMachine);

/** The API client and contract load with the first login, not before the first paint. */
const effects = () => import('./merge-cart-effects');

export function MergeCartProvider({ children }: { children: ReactNode }) {
  const logic = useOnce(() =>
    mergeCartMachine.provide({
      actors: { fetchCarts: fromPromise(async () => (await effects()).fetchCarts()) },
      actions: {
        addToLocalCart: (_, { items }) => {
          void effects().then((e) => e.addToLocalCart(items));
        },
        saveServerCart: (_, { merged }) => {
          void effects()
            .then((e) => e.saveServerCart(merged))
            .catch((error: unknown) => console.error(error));
        },
      },
    }),
  );
  return (
    <MergeCartActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      <SignedInHook />
      {children}
    </MergeCartActor.Provider>
  );
}

/** Registers the merge with the session: `signedIn()` runs it after every login. */
function SignedInHook() {
  const mergeCart = MergeCartActor.useActorRef();
  useEffect(() => onSignedIn(() => mergeCart.send({ type: 'session.signedIn' })), [mergeCart]);
  return null;
}

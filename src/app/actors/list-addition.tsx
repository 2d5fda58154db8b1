import {
  type ListAdditionInput,
  listAdditionMachine,
} from '@machines/list-addition/list-addition.machine';
import { useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { useSelectedShopId } from './selected-shop-id';

/** One list-addition sheet (or login-required modal), started when a product's button is pressed. */
export const ListAdditionActor = createActorContext(listAdditionMachine);

const effects = () => import('./lists-effects');

export function ListAdditionProvider({
  children,
  input,
}: {
  children: ReactNode;
  input: ListAdditionInput;
}) {
  const shopId = useSelectedShopId();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const logic = useOnce(() =>
    listAdditionMachine.provide({
      actors: {
        loadLists: fromPromise(async () => (await effects()).loadLists(shopId())),
        toggleProduct: fromPromise(async ({ input }) => (await effects()).toggleProduct(input)),
      },
      actions: {
        goToLogin: (_, { returnTo }) => {
          void navigateRef.current({ to: '/login', search: { redirect: returnTo } });
        },
        goToRegister: (_, { returnTo }) => {
          void navigateRef.current({ to: '/register', search: { redirect: returnTo } });
        },
      },
    }),
  );
  return (
    <ListAdditionActor.Provider logic={logic} options={{ input }}>
      {children}
    </ListAdditionActor.Provider>
  );
}

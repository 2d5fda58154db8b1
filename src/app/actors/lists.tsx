import { listDetailMachine } from '@machines/list-detail/list-detail.machine';
import { listsMachine } from '@machines/lists/lists.machine';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { useJourneyRef } from '../shop';
import { useSelectedShopId } from './selected-shop-id';

/** The lists journey of /user/lists (lives as long as the page). */
export const ListsActor = createActorContext(listsMachine);
/** The list journey of /user/lists/list. */
export const ListDetailActor = createActorContext(listDetailMachine);

const effects = () => import('./lists-effects');

export function ListsProvider({
  children,
  inspect,
}: {
  children: ReactNode;
  inspect?: Observer<InspectionEvent> | undefined;
}) {
  const cart = useJourneyRef('cart');
  const shopId = useSelectedShopId();
  const logic = useOnce(() =>
    listsMachine.provide({
      actors: {
        loadLists: fromPromise(async () => (await effects()).loadLists(shopId())),
        saveList: fromPromise(async ({ input }) => (await effects()).saveList(input, shopId())),
        deleteList: fromPromise(async ({ input }) => (await effects()).deleteList(input)),
        addListToCart: fromPromise(async ({ input }) =>
          (await effects()).addListToCart(input, cart, shopId()),
        ),
      },
    }),
  );
  return (
    <ListsActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </ListsActor.Provider>
  );
}

export function ListDetailProvider({
  children,
  listId,
  inspect,
}: {
  children: ReactNode;
  listId: string;
  inspect?: Observer<InspectionEvent> | undefined;
}) {
  const cart = useJourneyRef('cart');
  const shopId = useSelectedShopId();
  const logic = useOnce(() =>
    listDetailMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }) => (await effects()).loadList(input, shopId())),
        removeProduct: fromPromise(async ({ input }) => (await effects()).removeProduct(input)),
      },
      actions: {
        addToCart: (_, { products }) => {
          void effects().then((e) => e.addProductsToCart(cart, products));
        },
      },
    }),
  );
  return (
    <ListDetailActor.Provider key={listId} logic={logic} options={{ input: { listId }, inspect }}>
      {children}
    </ListDetailActor.Provider>
  );
}

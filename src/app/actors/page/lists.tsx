import { listDetailMachine } from '@machines/list-detail/list-detail.machine';
import { listsMachine } from '@machines/lists/lists.machine';
import { fromPromise } from 'xstate';
import { useJourneyRef } from '../../visit';
import { pageJourney } from './page-journey';
import { useSelectedShopId } from './selected-shop-id';

const effects = () => import('./lists-effects');

/** The lists journey of /user/lists (lives as long as the page). */
export const { Actor: ListsActor, Provider: ListsProvider } = pageJourney(listsMachine).hosted({
  useEffects: () => {
    const cart = useJourneyRef('cart');
    const shopId = useSelectedShopId();
    return () => ({
      actors: {
        loadLists: fromPromise(async () => (await effects()).loadLists(shopId())),
        saveList: fromPromise(async ({ input }) => (await effects()).saveList(input, shopId())),
        deleteList: fromPromise(async ({ input }) => (await effects()).deleteList(input)),
        addListToCart: fromPromise(async ({ input }) =>
          (await effects()).addListToCart(input, cart, shopId()),
        ),
      },
    });
  },
});

/** The list journey of /user/lists/list (keyed by the list: another list starts over). */
export const { Actor: ListDetailActor, Provider: ListDetailProvider } = pageJourney(
  listDetailMachine,
).hosted({
  useEffects: (_: { listId: string }) => {
    const cart = useJourneyRef('cart');
    const shopId = useSelectedShopId();
    return () => ({
      actors: {
        loadList: fromPromise(async ({ input }) => (await effects()).loadList(input, shopId())),
        removeProduct: fromPromise(async ({ input }) => (await effects()).removeProduct(input)),
      },
      actions: {
        addToCart: (_, { products }) => {
          void effects().then((e) => e.addProductsToCart(cart, products));
        },
      },
    });
  },
  input: ({ listId }) => ({ listId }),
});

import { listSearchMachine } from '@machines/list-search/list-search.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useJourneyRef } from '../../visit';
import { pageJourney } from './page-journey';

const effects = () => import('./list-search-effects');

/**
 * The shopping-list search of /search/list (lives as long as the page). The list searched goes
 * into the page's address (`?items=`), so a reload searches it again and the back button finds
 * the page as it was.
 */
export const { Actor: ListSearchActor, Provider: ListSearchProvider } = pageJourney(
  listSearchMachine,
).hosted({
  useEffects: (_: { text: string }) => {
    const cart = useJourneyRef('cart');
    const selection = useJourneyRef('selection');
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const navigateRef = useRef(navigate);
    navigateRef.current = navigate;
    // Read when the call is made: the shop and service selected then.
    const scope = () => {
      const { collectionType, selectedShop } = selection.getSnapshot().context;
      return { shop: selectedShop?._id, collectionTypes: collectionType ? [collectionType] : [] };
    };
    return () => ({
      actors: {
        searchList: fromPromise(async ({ input, signal }) =>
          (await effects()).searchList(input.terms, scope(), signal),
        ),
        saveList: fromPromise(async ({ input }) =>
          (await effects()).saveShoppingList(input, scope().shop, queryClient),
        ),
      },
      actions: {
        addToCart: (_, { lines }) => {
          void effects().then((e) => e.addLines(cart, lines));
        },
        showList: (_, { text }) => {
          void navigateRef.current({
            to: '/search/list',
            search: text ? { items: text } : {},
          });
        },
      },
    });
  },
  input: ({ text }) => ({ text }),
});

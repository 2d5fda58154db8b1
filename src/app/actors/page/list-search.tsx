import { toCartItem } from '@machines/cart/cart.types';
import { lineFromProduct } from '@machines/cart/cart-line';
import { listSearchMachine } from '@machines/list-search/list-search.machine';
import {
  collectionTypeOf,
  isVerifying,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { fitsAddress } from '@/lib/shopping-list';
import { useJourneyRef } from '../../visit';
import { pageJourney } from './page-journey';

const effects = () => import('./list-search-effects');

/**
 * The shopping-list search of /search/list (lives as long as the page). The list searched goes
 * into the page's address (`?items=`), or into the history entry's state when too long for an
 * address, so a reload searches it again and the back button finds the page as it was. Another
 * shop or service chosen meanwhile in the header has the rows searched again for it.
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
    // Read when the call is made: the shop and service of the last completed selection (a choice
    // still being made in the header's picker does not count).
    const scope = () => {
      const snapshot = selection.getSnapshot();
      const collectionType = collectionTypeOf(snapshot);
      return {
        shop: selectedShop(snapshot)?._id,
        collectionTypes: collectionType ? [collectionType] : [],
      };
    };
    // The list this page created (by name): a failed fill is retried on it, not created again.
    let created: { label: string; id: string } | null = null;
    return () => ({
      actors: {
        followScope: fromCallback(({ sendBack }) => {
          let last = JSON.stringify(scope());
          const subscription = selection.subscribe((snapshot) => {
            // A kept shop being checked after a reload is told once it is confirmed or dropped.
            if (isVerifying(snapshot)) return;
            const next = JSON.stringify(scope());
            if (next === last) return;
            last = next;
            sendBack({ type: 'scope.changed' });
          });
          return () => subscription.unsubscribe();
        }),
        searchList: fromPromise(async ({ input, signal }) =>
          (await effects()).searchList(input.terms, scope(), signal),
        ),
        saveList: fromPromise(async ({ input }) =>
          (await effects()).saveShoppingList(input, scope().shop, queryClient, created, (list) => {
            created = list;
          }),
        ),
      },
      actions: {
        // One change of the cart, named in the shop's language: one pricing.
        addToCart: (_, { lines }) =>
          cart.send({
            type: 'cart.addLines',
            items: lines.map(({ product, quantity }) =>
              toCartItem({ nameLocale: activeLocale(), ...lineFromProduct(product, { quantity }) }),
            ),
          }),
        showList: (_, { text }) => {
          const inAddress = fitsAddress(text);
          void navigateRef.current({
            to: '/search/list',
            search: text && inAddress ? { items: text } : {},
            state: text && !inAddress ? { shoppingList: text } : {},
          });
        },
      },
    });
  },
  input: ({ text }) => ({ text }),
});

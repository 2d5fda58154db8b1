import {
  type ListAdditionInput,
  listAdditionMachine,
} from '@machines/list-addition/list-addition.machine';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { pageJourney } from './page-journey';
import { useSelectedShopId } from './selected-shop-id';

const effects = () => import('./lists-effects');

/** One list-addition sheet (or login-required modal), started when a product's button is pressed. */
export const { Actor: ListAdditionActor, Provider: ListAdditionProvider } = pageJourney(
  listAdditionMachine,
).hosted({
  useEffects: (_: { input: ListAdditionInput }) => {
    const shopId = useSelectedShopId();
    const navigate = useNavigate();
    const navigateRef = useRef(navigate);
    navigateRef.current = navigate;
    return () => ({
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
    });
  },
  input: ({ input }) => input,
  inspected: false,
});

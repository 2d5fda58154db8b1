import { checkoutPressMachine } from '@machines/checkout-press/checkout-press.machine';
import { priceChangesMachine } from '@machines/price-changes/price-changes.machine';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type Actor, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import { cartActor, cartLines, closeSideCart, pricingTarget } from '../cart-lines';
import { appInspector } from '../inspect';

/**
 * The checkout press and its price-changes modal, one actor for the page: the side cart and the
 * /cart page both press it. Loaded with those views (not before the first paint).
 */
type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
const effects = () => import('./cart-effects');

async function priceAndStore(): Promise<PricedCart> {
  const target = pricingTarget();
  if (!target) throw new Error('No shop selected');
  const priced = await (await effects()).priceCart(target, cartLines());
  cartActor().send({ type: 'cart.priced', priced });
  return priced;
}

const goTo = (to: string) => {
  closeSideCart();
  navigate(to);
};

/** The login page, which returns to `returnTo` (the page of the press) after login or register. */
const goToLogin = (returnTo: string) =>
  goTo(`/login?${new URLSearchParams({ redirect: returnTo })}`);

function createPressActor() {
  const machine = checkoutPressMachine.provide({
    actors: {
      priceAndStore: fromPromise(priceAndStore),
      priceChanges: priceChangesMachine.provide({
        actors: {
          applyChanges: fromPromise(async ({ input }) => {
            cartActor().send({ type: 'cart.acceptPricing', priced: input.priced });
            return priceAndStore();
          }),
        },
        actions: {
          navigateTo: (_, { to }) => goTo(to),
          goToLogin: (_, { returnTo }) => goToLogin(returnTo),
        },
      }),
    },
    actions: {
      navigateTo: (_, { to }) => goTo(to),
      goToLogin: (_, { returnTo }) => goToLogin(returnTo),
    },
  });
  return createActor(machine, { inspect: appInspector() }).start();
}

let actor: Actor<typeof checkoutPressMachine> | undefined;
export const checkoutPressActor = () => {
  actor ??= createPressActor();
  return actor;
};

export const useCheckoutPress = <T>(
  selector: (snapshot: SnapshotFrom<typeof checkoutPressMachine>) => T,
): T => useSelector(checkoutPressActor(), selector);

/** Lets the press navigate with the router (keeps the locale prefix). */
export function useCheckoutNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    navigate = (href) => void router.navigate({ href });
  }, [router]);
}

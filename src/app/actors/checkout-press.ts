import { checkoutPressMachine } from '@machines/checkout-press/checkout-press.machine';
import { priceChangesMachine } from '@machines/price-changes/price-changes.machine';
import { journeyIn } from '@machines/shop/shop.types';
import { fromPromise } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import type { ShopDeps } from './shop-deps';

/**
 * The checkout press and its price-changes modal: the side cart and the /cart page both press it
 * (through the visit's `checkout.press`, which tells it what the other journeys hold).
 */
const effects = () => import('./cart-effects');

const cartOf = (system: unknown) => journeyIn(system, 'cart');

/** Prices the cart's lines for its target now and gives the cart that pricing. */
async function priceAndStore(system: unknown): Promise<PricedCart> {
  const cart = cartOf(system);
  const { items, target } = cart.getSnapshot().context;
  if (!target) throw new Error('No shop selected');
  const priced = await (await effects()).priceCart(target, items);
  cart.send({ type: 'cart.priced', priced });
  return priced;
}

export function checkoutPressLogic({ navigate }: ShopDeps) {
  const goTo = (system: unknown, to: string) => {
    cartOf(system).send({ type: 'cart.close' });
    navigate({ href: to });
  };
  /** The login page, which returns to `returnTo` (the page of the press) after login or register. */
  const goToLogin = (system: unknown, returnTo: string) =>
    goTo(system, `/login?${new URLSearchParams({ redirect: returnTo })}`);
  return checkoutPressMachine.provide({
    actors: {
      priceAndStore: fromPromise(({ system }) => priceAndStore(system)),
      priceChanges: priceChangesMachine.provide({
        actors: {
          applyChanges: fromPromise(async ({ input, system }) => {
            cartOf(system).send({ type: 'cart.acceptPricing', priced: input.priced });
            return priceAndStore(system);
          }),
        },
        actions: {
          navigateTo: ({ system }, { to }) => goTo(system, to),
          goToLogin: ({ system }, { returnTo }) => goToLogin(system, returnTo),
        },
      }),
    },
    actions: {
      navigateTo: ({ system }, { to }) => goTo(system, to),
      goToLogin: ({ system }, { returnTo }) => goToLogin(system, returnTo),
      closeSideCart: ({ system }) => cartOf(system).send({ type: 'cart.close' }),
    },
  });
}

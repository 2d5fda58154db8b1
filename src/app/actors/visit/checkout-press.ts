import { isSideCartOpen } from '@machines/cart/cart.selectors';
import {
  type CartPricingRefusal,
  checkoutPressMachine,
} from '@machines/checkout-press/checkout-press.machine';
import { priceChangesMachine } from '@machines/price-changes/price-changes.machine';
import { journeyIn } from '@machines/visit/visit.types';
import { fromPromise, waitFor } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import type { VisitDeps } from './visit-deps';

/**
 * The checkout press and its price-changes modal: the side cart and the /cart page both press it
 * (through the visit's `checkout.press`, which tells it what the other journeys hold).
 */
const cartOf = (system: unknown) => journeyIn(system, 'cart');

/**
 * Asks the cart journey for a pricing of its lines as they are (`cart.check`) and waits until it
 * has answered: priced, or not (failed, nothing to price).
 */
export async function cartPricing(system: unknown, signal: AbortSignal): Promise<PricedCart> {
  const cart = cartOf(system);
  cart.send({ type: 'cart.check' });
  const settled = await waitFor(cart, (s) => !s.context.checkAsked, { signal });
  const { priced } = settled.context;
  if (settled.matches({ pricing: 'priced' }) && priced) return priced;
  // The cart changed under the press (another tab, a logout): the press's guards decide.
  if (settled.matches({ pricing: 'empty' })) throw { reason: 'cartEmptied' } as CartPricingRefusal;
  if (settled.matches({ pricing: 'unpriced' })) throw { reason: 'noShop' } as CartPricingRefusal;
  throw new Error('The cart could not be priced');
}

/** The side cart steps aside (when it is open: the cart has closed it itself on a failure). */
function closeSideCart(system: unknown) {
  const cart = cartOf(system);
  if (isSideCartOpen(cart.getSnapshot())) cart.send({ type: 'cart.close' });
}

export function checkoutPressLogic({ navigate }: VisitDeps) {
  const goTo = (system: unknown, to: string) => {
    closeSideCart(system);
    navigate({ href: to });
  };
  /** The login page, which returns to `returnTo` (the cart, or checkout) after login or register. */
  const goToLogin = (system: unknown, returnTo: string) =>
    goTo(system, `/login?${new URLSearchParams({ redirect: returnTo })}`);
  return checkoutPressMachine.provide({
    actors: {
      cartPricing: fromPromise(({ system, signal }) => cartPricing(system, signal)),
      priceChanges: priceChangesMachine.provide({
        actors: {
          applyChanges: fromPromise(async ({ input, system, signal }) => {
            cartOf(system).send({ type: 'cart.acceptPricing', priced: input.priced });
            return cartPricing(system, signal);
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
      closeSideCart: ({ system }) => closeSideCart(system),
    },
  });
}

import { pricedAllowed, sampleItems } from '@machines/cart/cart.fixtures';
import { cartMachine } from '@machines/cart/cart.machine';
import { lineKey } from '@machines/cart/cart.types';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartPricing } from '@/app/actors/visit/checkout-press';

/** A cart whose pricing calls wait until the test answers them, in a system of its own. */
function cartWaiting() {
  const answers: ((value: unknown) => void)[] = [];
  const cart = createActor(
    cartMachine.provide({
      actors: {
        priceCart: fromPromise(() => new Promise((resolve) => answers.push(resolve))) as never,
      },
      actions: { persistItems: () => {} },
    }),
    {
      input: {
        items: sampleItems,
        locale: 'en',
        target: { shop: 'shop-1', deliveryService: 'takeAway' },
      },
    },
  ).start();
  const system = { get: (id: string) => (id === 'cart' ? cart : undefined) };
  return { cart, system, answers };
}

describe("the checkout press waits for the cart's pricing", () => {
  it('gets the pricing of the lines as they are, and reads it again without a call', async () => {
    const { cart, system, answers } = cartWaiting();
    const waiting = cartPricing(system, new AbortController().signal);
    // The pricing on its way answers the press.
    answers.at(-1)!(pricedAllowed);
    await expect(waiting).resolves.toBe(pricedAllowed);
    const calls = answers.length;
    await expect(cartPricing(system, new AbortController().signal)).resolves.toBe(pricedAllowed);
    expect(answers).toHaveLength(calls);
    expect(cart.getSnapshot().context.checked).toBe(true);
    // Back on the page after a while: the next press asks for a pricing again.
    cart.send({ type: 'cart.forgetCheck' });
    const again = cartPricing(system, new AbortController().signal);
    expect(answers).toHaveLength(calls + 1);
    answers.at(-1)!(pricedAllowed);
    await expect(again).resolves.toBe(pricedAllowed);
  });

  it('says why when the cart changed under the press: emptied, or its shop gone', async () => {
    const emptied = cartWaiting();
    const press = cartPricing(emptied.system, new AbortController().signal);
    emptied.cart.send({ type: 'cart.remove', keys: sampleItems.map(lineKey) });
    await expect(press).rejects.toEqual({ reason: 'cartEmptied' });

    const shopless = cartWaiting();
    const other = cartPricing(shopless.system, new AbortController().signal);
    shopless.cart.send({ type: 'cart.retarget', target: null });
    // Without a shop the cart's pricing answers "nothing to price".
    shopless.answers.at(-1)!(null);
    await expect(other).rejects.toEqual({ reason: 'noShop' });
  });
});

// @vitest-environment jsdom
import { extraItem } from '@machines/cart/cart.fixtures';
import { PRICING_PAUSE_MS } from '@machines/cart/cart.machine';
import { lineKey } from '@machines/cart/cart.types';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

/** The pricing calls the cart's effects send: each waits, and says whether it was cancelled. */
const sent: { signal?: AbortSignal; body: unknown }[] = [];

vi.mock('@/app/api', () => ({
  api: {
    call: (_endpoint: unknown, input: { signal?: AbortSignal; body: unknown }) =>
      new Promise((_resolve, reject) => {
        sent.push({ signal: input.signal, body: input.body });
        input.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  },
}));

const { cartKeeping } = await import('@/app/actors/visit/cart');

describe("the cart's pricing call", () => {
  it('is cancelled when a change stops the pricing, and the change is priced after its pause', async () => {
    const clock = new SimulatedClock();
    const cart = createActor(cartKeeping().logic(), {
      input: { items: [], locale: 'en', target: { shop: '101', deliveryService: 'takeAway' } },
      clock,
    }).start();
    // A line with an option: its name is the shop's note, not the platform's.
    const line = { ...extraItem, options: ['sliced'], optionNames: ['Sliced'] };
    cart.send({ type: 'cart.add', item: line });
    clock.increment(PRICING_PAUSE_MS);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.signal?.aborted).toBe(false);

    cart.send({ type: 'cart.setQuantity', key: lineKey(line), quantity: 2 });
    expect(sent[0]!.signal?.aborted).toBe(true);
    // Nothing went wrong for the shopper: the cancelled call is no pricing error.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cart.getSnapshot().context.pricingFailed).toBe(false);
    clock.increment(PRICING_PAUSE_MS);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({
      items: [{ sku: extraItem.sku, quantity: 2, options: ['sliced'] }],
    });
    expect(sent[1]!.body).not.toHaveProperty('items.0.optionNames');
  });
});

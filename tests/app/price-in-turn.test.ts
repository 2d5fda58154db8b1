import type { CartItem, PricingTarget } from '@machines/cart/cart.types';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The pricing calls sent: each answers when the test says, or rejects when its signal aborts. */
const sent: { signal?: AbortSignal; answer: (value: unknown) => void }[] = [];

vi.mock('@/app/api', () => ({
  api: {
    call: (_endpoint: unknown, input: { signal?: AbortSignal }) =>
      new Promise((resolve, reject) => {
        sent.push({ signal: input.signal, answer: resolve });
        input.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  },
}));

const { pricingInTurn } = await import('@/app/actors/visit/cart-effects');
/** One visit's pricing turns, as its cart logic holds them. */
const priceInTurn = pricingInTurn();

const target: PricingTarget = { shop: '101', deliveryService: 'takeAway' };
const items: CartItem[] = [];

afterEach(() => {
  // What a test left unanswered answers now: the next test starts with no call on its way.
  for (const call of sent.splice(0)) call.answer({});
});

describe('pricing in turn', () => {
  it('a pricing stopped while its call is on its way cancels the call; the next goes at once', async () => {
    const first = new AbortController();
    const stopped = priceInTurn(target, items, first.signal).catch((error: Error) => error);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // The platform has not answered; a newer change stops the first pricing.
    first.abort();
    expect(sent[0]!.signal?.aborted).toBe(true);
    const next = priceInTurn(target, items, new AbortController().signal);
    // Sent after the burst's quarter second, not after the first call's 10 s timeout.
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 1_000 });
    sent[1]!.answer({ total: 1 });
    await expect(next).resolves.toEqual({ total: 1 });
    await expect(stopped).resolves.toBeInstanceOf(Error);
  });

  it('one call at a time: a pricing not stopped is waited for', async () => {
    const first = priceInTurn(target, items, new AbortController().signal);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = priceInTurn(target, items, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(1);
    sent[0]!.answer({ total: 1 });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    sent[1]!.answer({ total: 2 });
    await expect(first).resolves.toEqual({ total: 1 });
    await expect(second).resolves.toEqual({ total: 2 });
  });

  it("each visit has its own turns: another visit's call on its way does not hold this one", async () => {
    const otherVisit = pricingInTurn();
    const held = otherVisit(target, items, new AbortController().signal);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const mine = pricingInTurn()(target, items, new AbortController().signal);
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 200 });
    sent[1]!.answer({ total: 2 });
    await expect(mine).resolves.toEqual({ total: 2 });
    sent[0]!.answer({ total: 1 });
    await expect(held).resolves.toEqual({ total: 1 });
  });
});

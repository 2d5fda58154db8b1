import {
  extraItem,
  greekNames,
  pricedAllowed,
  pricedWithChanges,
  sampleItems,
} from '@machines/cart/cart.fixtures';
import { cartMachine, PRICING_PAUSE_MS } from '@machines/cart/cart.machine';
import {
  addLines,
  type CartItem,
  type Locale,
  type LocalizedName,
  lineKey,
  orderSubstitutions,
  type PricedCart,
  type PricingTarget,
} from '@machines/cart/cart.types';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

type PricingInput = { items: CartItem[]; target: PricingTarget | null };
/** The cart's pricing call, answered by `answer` (given the call's input and abort signal). */
const pricing = (
  answer: (input: PricingInput, signal: AbortSignal) => Promise<PricedCart | null>,
) => fromPromise<PricedCart | null, PricingInput>(({ input, signal }) => answer(input, signal));

const englishNames: LocalizedName[] = [...sampleItems, extraItem].map((line) => ({
  sku: line.sku,
  name: line.name,
  packagingProductName: null,
}));

/**
 * A cart whose name requests wait until the test answers them, and whose pause after a change
 * ends when the test says (`pause`).
 */
function start(items: CartItem[], locale: Locale = 'en') {
  const clock = new SimulatedClock();
  const requests: {
    skus: string[];
    locale: Locale;
    answer: (names: LocalizedName[]) => void;
    fail: () => void;
  }[] = [];
  const stored: CartItem[][] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        priceCart: pricing(async () => pricedAllowed),
        fetchNames: fromPromise<LocalizedName[], { skus: string[]; locale: Locale }>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              requests.push({ ...input, answer: resolve, fail: () => reject(new Error('404')) });
            }),
        ),
      },
      actions: { persistItems: (_, { items }) => void stored.push(items) },
    }),
    { input: { items, locale }, clock },
  ).start();
  const names = () => actor.getSnapshot().context.items.map((line) => line.name);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const pause = () => clock.increment(PRICING_PAUSE_MS);
  return { actor, requests, stored, names, settle, pause };
}

describe('cart lines follow the language', () => {
  it('switching to Greek names the lines in Greek, and switching back in English', async () => {
    const { actor, requests, names, settle } = start(sampleItems);
    expect(requests).toEqual([]);
    actor.send({ type: 'cart.localize', locale: 'el' });
    expect(requests.at(-1)).toMatchObject({ skus: ['1001', '1002'], locale: 'el' });
    requests.at(-1)!.answer(greekNames);
    await settle();
    expect(names()).toEqual(['Φέτα ΠΟΠ 400 g', 'Ελαιόλαδο 1 l']);
    // Then priced, in the new language.
    expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);

    actor.send({ type: 'cart.localize', locale: 'en' });
    expect(requests.at(-1)).toMatchObject({ skus: ['1001', '1002'], locale: 'en' });
    requests.at(-1)!.answer(englishNames);
    await settle();
    expect(names()).toEqual(['Feta PDO 400 g', 'Olive oil 1 l']);
  });

  it('a line added in the shop’s language is not asked for; one in another language is', async () => {
    const { actor, requests, names, settle, pause } = start([], 'el');
    actor.send({
      type: 'cart.add',
      item: { ...extraItem, name: 'Ντομάτες 1 kg', nameLocale: 'el' },
    });
    pause();
    expect(requests).toEqual([]);
    actor.send({ type: 'cart.add', item: sampleItems[0]! });
    // Asked once the changes pause.
    expect(requests).toEqual([]);
    pause();
    expect(requests.at(-1)).toMatchObject({ skus: ['1001'], locale: 'el' });
    requests.at(-1)!.answer(greekNames.filter((n) => n.sku === '1001'));
    await settle();
    expect(names()).toEqual(['Ντομάτες 1 kg', 'Φέτα ΠΟΠ 400 g']);
  });

  it('lines of an unknown language (stored by an older shop) are named at start', () => {
    const unknown = sampleItems.map(({ nameLocale: _, ...line }) => line);
    const { requests } = start(unknown, 'el');
    expect(requests.at(-1)).toMatchObject({ skus: ['1001', '1002'], locale: 'el' });
  });

  it('the names are not stored on their own: the next change stores them', async () => {
    const { actor, requests, stored, settle } = start(sampleItems);
    actor.send({ type: 'cart.localize', locale: 'el' });
    requests.at(-1)!.answer(greekNames);
    await settle();
    expect(stored).toEqual([]);
    actor.send({ type: 'cart.setQuantity', key: '1002', quantity: 2 });
    expect(stored.at(-1)!.map((line) => [line.name, line.nameLocale])).toEqual([
      ['Φέτα ΠΟΠ 400 g', 'el'],
      ['Ελαιόλαδο 1 l', 'el'],
    ]);
  });

  it('an answer for the language left meanwhile is dropped', async () => {
    const { actor, requests, names, settle } = start(sampleItems);
    actor.send({ type: 'cart.localize', locale: 'el' });
    const stale = requests.at(-1)!;
    actor.send({ type: 'cart.localize', locale: 'en' });
    stale.answer(greekNames);
    await settle();
    expect(names()).toEqual(['Feta PDO 400 g', 'Olive oil 1 l']);
  });

  it('without an answer the lines keep their names and the cart is still priced', async () => {
    const { actor, requests, names, settle } = start(sampleItems);
    actor.send({ type: 'cart.localize', locale: 'el' });
    requests.at(-1)!.fail();
    await settle();
    expect(names()).toEqual(['Feta PDO 400 g', 'Olive oil 1 l']);
    expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);
  });
});

/** A cart whose pricing calls wait until the test answers them. */
function pricingCart() {
  const clock = new SimulatedClock();
  const calls: { items: CartItem[]; signal: AbortSignal; answer: () => void }[] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        priceCart: pricing(
          (input, signal) =>
            new Promise((resolve) => {
              calls.push({ items: input.items, signal, answer: () => resolve(pricedAllowed) });
            }),
        ),
      },
      actions: { persistItems: () => undefined },
    }),
    {
      input: { items: [], locale: 'en', target: { shop: '101', deliveryService: 'takeAway' } },
      clock,
    },
  ).start();
  const more = (quantity: number) =>
    actor.send({ type: 'cart.setQuantity', key: lineKey(extraItem), quantity });
  return { actor, calls, clock, more };
}

describe('a burst of changes is priced once it pauses', () => {
  it('presses within the pause cost one pricing, of the lines as they are at its end', () => {
    const { actor, calls, clock, more } = pricingCart();
    actor.send({ type: 'cart.add', item: extraItem });
    for (let quantity = 2; quantity <= 5; quantity++) {
      clock.increment(PRICING_PAUSE_MS - 1);
      more(quantity);
    }
    // Every press is counted at once; none is priced yet.
    expect(actor.getSnapshot().context.items[0]!.quantity).toBe(5);
    expect(actor.getSnapshot().hasTag('pricing')).toBe(true);
    expect(calls).toEqual([]);
    clock.increment(PRICING_PAUSE_MS);
    expect(calls.map((call) => call.items[0]!.quantity)).toEqual([5]);
  });

  it('a change stops the pricing on its way (its call is cancelled) and is priced after its pause', async () => {
    const { actor, calls, clock, more } = pricingCart();
    actor.send({ type: 'cart.add', item: extraItem });
    clock.increment(PRICING_PAUSE_MS);
    expect(calls).toHaveLength(1);
    more(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    clock.increment(PRICING_PAUSE_MS);
    expect(calls.map((call) => call.items[0]!.quantity)).toEqual([1, 2]);
    calls[1]!.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);
  });

  it('a checkout press does not wait for the pause; a cart emptied is empty at once', () => {
    const { actor, calls, more } = pricingCart();
    actor.send({ type: 'cart.add', item: extraItem });
    actor.send({ type: 'cart.check' });
    expect(calls).toHaveLength(1);
    more(0);
    expect(actor.getSnapshot().matches({ pricing: 'empty' })).toBe(true);
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

describe("another tab's changes", () => {
  it("another tab's substitution choice is taken without pricing the cart again", () => {
    const { actor, clock, calls } = pricingCart();
    actor.send({ type: 'cart.add', item: extraItem });
    clock.increment(PRICING_PAUSE_MS);
    calls[0]!.answer();
    return new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
      const choice = { mode: 'none' } as const;
      actor.send({ type: 'cart.sync', items: [{ ...extraItem, substitution: choice }] });
      clock.increment(PRICING_PAUSE_MS);
      expect(actor.getSnapshot().context.items[0]!.substitution).toEqual(choice);
      expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);
      expect(calls).toHaveLength(1);
      // Another quantity is priced again.
      actor.send({ type: 'cart.sync', items: [{ ...extraItem, quantity: 2 }] });
      clock.increment(PRICING_PAUSE_MS);
      expect(calls).toHaveLength(2);
    });
  });
});

describe("a line's substitution choice belongs to the line", () => {
  it('is stored with its line, prices nothing, and goes with the line', async () => {
    const priced: CartItem[][] = [];
    const stored: CartItem[][] = [];
    const defaults: string[] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          priceCart: pricing(async (input) => {
            priced.push(input.items);
            return pricedAllowed;
          }),
        },
        actions: {
          persistItems: (_, { items }) => void stored.push(items),
          persistSubstitutionDefault: (_, { orderDefault }) => void defaults.push(orderDefault),
        },
      }),
      {
        input: {
          items: sampleItems,
          locale: 'en',
          target: { shop: 'shop-1', deliveryService: 'takeAway' },
        },
      },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(priced).toHaveLength(1);
    const [first, second] = sampleItems.map(lineKey);
    actor.send({ type: 'cart.chooseSubstitute', key: first!, choice: { mode: 'none' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Stored at once with its line; the cart is still priced as it was (no call).
    expect(stored.at(-1)?.find((line) => lineKey(line) === first)?.substitution).toEqual({
      mode: 'none',
    });
    expect(priced).toHaveLength(1);
    expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);
    // The order's default is the cart's too, stored on its own.
    actor.send({ type: 'cart.setSubstitutionDefault', orderDefault: 'none' });
    expect(defaults).toEqual(['none']);
    expect(orderSubstitutions(actor.getSnapshot().context.items, 'none')).toEqual({
      substitutionDefault: 'none',
      substitutions: [{ sku: sampleItems[0]!.sku, options: [], choice: { mode: 'none' } }],
    });
    // A removed line takes its choice with it.
    actor.send({ type: 'cart.remove', keys: [first!] });
    expect(actor.getSnapshot().context.items.map(lineKey)).toEqual([second]);
    expect(orderSubstitutions(actor.getSnapshot().context.items, 'similar').substitutions).toEqual(
      [],
    );
  });
});

describe("a past order's lines added to the cart (reorder)", () => {
  it("add up with the cart's lines as one change; the order's comment fills only an empty one", () => {
    const [tomatoes, milk] = sampleItems as [CartItem, CartItem];
    const cart = [
      { ...tomatoes, quantity: 1, comments: '' },
      { ...milk, quantity: 1, comments: 'cold ones' },
    ];
    const order = [
      { ...tomatoes, quantity: 2, comments: 'ripe ones' },
      { ...milk, quantity: 1, comments: 'from the back' },
      { ...extraItem, quantity: 1, comments: 'sliced' },
    ];
    const lines = addLines(cart, order);
    expect(lines.map((line) => [line.sku, line.quantity, line.comments])).toEqual([
      [tomatoes.sku, 3, 'ripe ones'],
      [milk.sku, 2, 'cold ones'],
      [extraItem.sku, 1, 'sliced'],
    ]);
    const stored: CartItem[][] = [];
    const actor = createActor(
      cartMachine.provide({ actions: { persistItems: (_, { items }) => void stored.push(items) } }),
      { input: { items: cart, locale: 'en' } },
    ).start();
    actor.send({ type: 'cart.addLines', items: order });
    // One change, stored once.
    expect(stored).toEqual([lines]);
    expect(actor.getSnapshot().context.items).toEqual(lines);
  });
});

describe('offline, the cart changes and waits; back online it is priced once', () => {
  /** A cart whose pricing calls are recorded and answered by `answer`, offline from the start. */
  function offlineCart(
    items: CartItem[],
    answer: () => Promise<PricedCart | null> = async () => pricedWithChanges,
  ) {
    const clock = new SimulatedClock();
    const calls: CartItem[][] = [];
    const stored: CartItem[][] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          priceCart: pricing((input) => {
            calls.push(input.items);
            return answer();
          }),
        },
        actions: { persistItems: (_, { items: lines }) => void stored.push(lines) },
      }),
      { input: { items, locale: 'en' }, clock },
    ).start();
    // Offline from the start: the pricing the cart began is dropped (its call is not counted).
    actor.send({ type: 'connection.lost' });
    calls.length = 0;
    const told: PricedCart[] = [];
    actor.on('cart.pricedOnReturn', (event) => void told.push(event.priced));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { actor, calls, stored, told, clock, settle };
  }

  it('changes are stored, not priced, until the connection is back; then one pricing, told once', async () => {
    const { actor, calls, stored, told, clock, settle } = offlineCart(sampleItems);
    expect(actor.getSnapshot().matches({ pricing: 'offline' })).toBe(true);
    actor.send({ type: 'cart.add', item: extraItem });
    actor.send({ type: 'cart.setQuantity', key: lineKey(sampleItems[0]!), quantity: 4 });
    clock.increment(PRICING_PAUSE_MS);
    await settle();
    expect(calls).toEqual([]);
    expect(stored.at(-1)?.map((l) => l.sku)).toEqual([...sampleItems, extraItem].map((l) => l.sku));
    expect(actor.getSnapshot().context.priced).toBeNull();

    actor.send({ type: 'connection.back' });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.find((l) => l.sku === sampleItems[0]!.sku)?.quantity).toBe(4);
    expect(told).toEqual([pricedWithChanges]);

    // The next pricing online is an ordinary one: nothing more is told.
    actor.send({ type: 'cart.add', item: extraItem });
    clock.increment(PRICING_PAUSE_MS);
    await settle();
    expect(calls).toHaveLength(2);
    expect(told).toHaveLength(1);
  });

  it('a pricing on its way when the connection drops is dropped, and asked again once back', async () => {
    const { actor, calls, told, settle } = offlineCart(sampleItems);
    actor.send({ type: 'connection.back' });
    actor.send({ type: 'connection.lost' });
    await settle();
    expect(actor.getSnapshot().matches({ pricing: 'offline' })).toBe(true);
    actor.send({ type: 'connection.back' });
    await settle();
    expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);
    expect(told).toHaveLength(1);
    // Two calls: the one dropped as the connection went again, and the one back online.
    expect(calls).toHaveLength(2);
  });

  it('back online, a first pricing that fails keeps the changes to tell: the next pricing tells them', async () => {
    let fail = true;
    const { actor, told, settle } = offlineCart(sampleItems, async () => {
      if (fail) throw new Error('weak signal');
      return pricedWithChanges;
    });
    actor.send({ type: 'connection.back' });
    await settle();
    expect(actor.getSnapshot().matches({ pricing: 'failed' })).toBe(true);
    expect(told).toEqual([]);
    fail = false;
    actor.send({ type: 'cart.open' });
    await settle();
    expect(actor.getSnapshot().matches({ pricing: 'priced' })).toBe(true);
    expect(told).toEqual([pricedWithChanges]);
  });

  it('a cart priced before the connection dropped keeps its totals until it changes', async () => {
    const { actor, calls, told, clock, settle } = offlineCart(sampleItems);
    actor.send({ type: 'connection.back' });
    await settle();
    actor.send({ type: 'connection.lost' });
    expect(actor.getSnapshot().context.priced).toEqual(pricedWithChanges);
    // Coming back without a change asks nothing.
    actor.send({ type: 'connection.back' });
    await settle();
    expect(calls).toHaveLength(1);
    actor.send({ type: 'connection.lost' });
    actor.send({ type: 'cart.remove', keys: [lineKey(sampleItems[0]!)] });
    clock.increment(PRICING_PAUSE_MS);
    expect(actor.getSnapshot().matches({ pricing: 'offline' })).toBe(true);
    expect(actor.getSnapshot().context.priced).toBeNull();
    expect(told).toHaveLength(1);
  });
});

import { cartMachine } from '@machines/cart/cart.machine';
import { cartModel } from '@machines/cart/cart.model';
import { type CartItem, countItems } from '@machines/cart/cart.types';
import { expect, vi } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

interface Effects {
  stored: CartItem[] | null;
  writes: number;
}

// The coverage tests replay all ~140 paths twice: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const unstoredEvents = [
  'cart.open',
  'cart.close',
  'cart.sync',
  'cart.reprice',
  'cart.priced',
  'cart.dismissError',
];

describeJourneyPaths({
  name: 'cart',
  machine: cartMachine,
  model: cartModel,
  bounds: [10, 150],
  fake: () => {
    const effects: Effects = { stored: null, writes: 0 };
    const machine = cartMachine.provide({
      actors: { priceCart: pending() },
      actions: {
        persistItems: (_, { items }) => {
          effects.stored = items;
          effects.writes += 1;
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { items, priced, pricingFailed } = s.context;
    expect(s.hasTag('sideCartOpen')).toBe(s.matches({ sideCart: 'open' }));
    expect(items.every((line: CartItem) => line.quantity > 0)).toBe(true);
    if (s.matches({ pricing: 'empty' })) {
      expect(items).toEqual([]);
      expect(priced).toBeNull();
      expect(pricingFailed).toBe(false);
    } else if (s.matches({ pricing: 'pricing' })) {
      expect(s.hasTag('pricing')).toBe(true);
      expect(items.length).toBeGreaterThan(0);
    } else if (s.matches({ pricing: 'priced' })) {
      expect(priced).not.toBeNull();
      expect(pricingFailed).toBe(false);
    } else if (s.matches({ pricing: 'unpriced' })) {
      expect(priced).toBeNull();
    } else if (s.matches({ pricing: 'failed' })) {
      expect(pricingFailed || s.hasTag('pricingFailed')).toBe(true);
      expect(priced).toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event, effects) => {
    const s = actor.getSnapshot();
    const { items } = s.context;
    // Every change of the lines is stored at once (a change from another tab is already stored).
    if (event.type.startsWith('cart.') && !unstoredEvents.includes(event.type)) {
      expect(effects.stored).toEqual(items);
    }
    if (event.type === 'cart.sync') {
      expect(countItems(items)).toBe(countItems((event as unknown as { items: CartItem[] }).items));
    }
    if (event.type === 'xstate.error.actor.priceCart') {
      expect(s.context.pricingFailed).toBe(true);
      expect(s.matches({ sideCart: 'closed' })).toBe(true);
    }
  },
});

import { cartMachine } from '@machines/cart/cart.machine';
import { cartModel } from '@machines/cart/cart.model';
import { isCartKnown } from '@machines/cart/cart.selectors';
import {
  type CartItem,
  countItems,
  foreignNameSkus,
  type LocalizedName,
  lineKey,
} from '@machines/cart/cart.types';
import { expect, vi } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

interface Effects {
  stored: CartItem[] | null;
  writes: number;
  /** A checkout press waited for the cart's pricing after the step before. */
  checkAsked: boolean;
  storedDefault: string | null;
}

// The coverage tests replay all ~210 paths twice: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const unstoredEvents = [
  'cart.open',
  'cart.close',
  'cart.sync',
  'cart.retarget',
  'cart.reprice',
  'cart.check',
  'cart.forgetCheck',
  'cart.setSubstitutionDefault',
  'cart.substitutionDefaultSynced',
  'cart.dismissError',
  'cart.localize',
  'cart.restoreLossSeen',
  'connection.lost',
  'connection.back',
];

describeJourneyPaths({
  name: 'cart',
  machine: cartMachine,
  model: cartModel,
  bounds: [10, 900],
  fake: () => {
    const effects: Effects = { stored: null, writes: 0, checkAsked: false, storedDefault: null };
    const machine = cartMachine.provide({
      actors: { priceCart: pending(), fetchNames: pending() },
      actions: {
        persistItems: (_, { items }) => {
          effects.stored = items;
          effects.writes += 1;
        },
        persistSubstitutionDefault: (_, { orderDefault }) => {
          effects.storedDefault = orderDefault;
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { items, priced, pricingFailed } = s.context;
    expect(s.hasTag('sideCartOpen')).toBe(s.matches({ sideCart: 'open' }));
    expect(items.every((line: CartItem) => line.quantity > 0)).toBe(true);
    if (s.matches({ pricing: 'awaitingKept' })) {
      // Prerendered HTML: the count waits and nothing is written over the stored lines.
      expect(isCartKnown(s)).toBe(false);
      expect(items).toEqual([]);
      expect(effects.writes).toBe(0);
    } else if (s.matches({ pricing: 'empty' })) {
      expect(items).toEqual([]);
      expect(priced).toBeNull();
      expect(pricingFailed).toBe(false);
    } else if (s.matches({ pricing: 'naming' })) {
      // Only while a line is named in another (or an unknown) language than the shop's.
      expect(s.hasTag('pricing')).toBe(true);
      expect(foreignNameSkus(items, s.context.locale).length).toBeGreaterThan(0);
    } else if (s.matches({ pricing: 'pausing' })) {
      // A change waits for the pause: lines to price, none priced yet, no call on its way.
      expect(s.hasTag('pricing')).toBe(true);
      expect(items.length).toBeGreaterThan(0);
      expect(s.children.priceCart).toBeUndefined();
    } else if (s.matches({ pricing: 'pricing' })) {
      expect(s.hasTag('pricing')).toBe(true);
      expect(items.length).toBeGreaterThan(0);
    } else if (s.matches({ pricing: 'priced' })) {
      expect(priced).not.toBeNull();
      expect(pricingFailed).toBe(false);
    } else if (s.matches({ pricing: 'unpriced' })) {
      expect(priced).toBeNull();
    } else if (s.matches({ pricing: 'offline' })) {
      // No connection: no totals, no error, no press waiting; the first pricing back is told.
      expect(s.context.offline).toBe(true);
      expect(priced).toBeNull();
      expect(pricingFailed).toBe(false);
      expect(s.context.checkAsked).toBe(false);
      expect(s.context.repriceOnReturn).toBe(true);
      expect(s.children.priceCart).toBeUndefined();
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
    if (event.type === 'cart.restoreLossSeen') expect(s.context.restoreLoss).toBeNull();
    if (event.type === 'kept.restore') {
      // The stored lines are taken as they are (not written back) and the count is known.
      const kept = (event as unknown as { input: { items: CartItem[]; restoreLoss?: number } })
        .input;
      expect(items).toEqual(kept.items);
      expect(isCartKnown(s)).toBe(true);
      expect(s.context.restoreLoss).toBe(kept.restoreLoss ?? null);
      expect(effects.writes).toBe(0);
    }
    if (event.type === 'cart.sync') {
      expect(countItems(items)).toBe(countItems((event as unknown as { items: CartItem[] }).items));
    }
    if (event.type === 'xstate.done.actor.fetchNames') {
      // The lines with an answer are named in the shop's language now (not stored: see machine).
      const named = (event as unknown as { output: LocalizedName[] }).output;
      for (const line of items.filter((l: CartItem) => named.some((n) => n.sku === l.sku))) {
        expect(line.nameLocale).toBe(s.context.locale);
        expect(line.name).toBe(named.find((n) => n.sku === line.sku)!.name);
      }
    }
    if (event.type === 'cart.localize') {
      // Lines named in another language are named again before the cart is priced.
      const foreign = foreignNameSkus(items, s.context.locale).length > 0;
      expect(s.matches({ pricing: 'naming' })).toBe(foreign && !s.context.offline);
    }
    if (event.type === 'cart.reprice') {
      // Priced again now: the lines unchanged, a pricing asked for unless there is nothing to price.
      const waits = s.matches({ pricing: 'offline' });
      expect(
        s.hasTag('pricing') || s.matches({ pricing: 'empty' }) || !s.context.target || waits,
      ).toBe(true);
    }
    if (event.type === 'xstate.error.actor.priceCart') {
      // The global error, unless a checkout press waited: the press says it failed.
      expect(s.context.pricingFailed).toBe(!effects.checkAsked);
      expect(s.matches({ sideCart: 'closed' })).toBe(true);
    }
    if (event.type === 'cart.chooseSubstitute' && !s.matches({ pricing: 'awaitingKept' })) {
      // Stored with its line, and nothing priced again for it.
      const { key, choice } = event as unknown as { key: string; choice: unknown };
      const line = items.find((l: CartItem) => lineKey(l) === key);
      // A line of that key (the stored cart's first) keeps the choice; no line, no choice.
      if (line) expect(line.substitution).toEqual(choice);
      else expect(items.some((l: CartItem) => l.substitution)).toBe(false);
    }
    if (event.type === 'cart.setSubstitutionDefault') {
      expect(s.context.substitutionDefault).toBe(effects.storedDefault);
    }
    if (event.type === 'cart.check') {
      // Waiting for a pricing, unless a press's pricing of these very lines is shown (no call).
      const reads = s.matches({ pricing: 'priced' }) && s.context.checked;
      // Offline the press is answered at once with no pricing: checkout needs a connection.
      const settled =
        s.matches({ pricing: 'empty' }) ||
        s.matches({ pricing: 'unpriced' }) ||
        s.matches({ pricing: 'offline' });
      expect(reads || settled || (s.hasTag('pricing') && s.context.checkAsked)).toBe(true);
    }
    if (event.type === 'xstate.done.actor.priceCart' && s.matches({ pricing: 'priced' })) {
      // The pricing a press waited for can be read by the next press; any other cannot.
      expect(s.context.checked).toBe(effects.checkAsked);
    }
    if (s.context.checked) expect(s.matches({ pricing: 'priced' })).toBe(true);
    // Offline nothing is asked of the platform; back online, lines waiting are priced.
    if (s.context.offline) expect(s.children.priceCart).toBeUndefined();
    if (event.type === 'connection.back' && s.context.repriceOnReturn && items.length > 0) {
      expect(s.hasTag('pricing') || s.matches({ pricing: 'awaitingKept' })).toBe(true);
    }
    // Back on the page after a while: the next press prices afresh.
    if (event.type === 'cart.forgetCheck') expect(s.context.checked).toBe(false);
    effects.checkAsked = s.context.checkAsked;
  },
});

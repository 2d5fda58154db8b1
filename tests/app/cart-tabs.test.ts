import { extraItem, sampleItems } from '@machines/cart/cart.fixtures';
import type { CartItem } from '@machines/cart/cart.types';
import { describe, expect, it } from 'vitest';
import { readStoredCart } from '@/app/actors/visit/cart-stored';
import { cartTabs, REPLAY_MS } from '@/app/actors/visit/cart-tabs';

/** One browser's storage shared by its tabs (each tab reads what was written last). */
function browser() {
  const data = new Map<string, string>();
  const store = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  let clock = 1_000;
  let ids = 0;
  const openTab = () => {
    return cartTabs(
      () => store,
      readStoredCart(store),
      () => clock,
      () => `change-${++ids}`,
    );
  };
  return {
    openTab,
    stored: () =>
      (JSON.parse(data.get('cart') ?? '{"lines":[]}') as { lines: CartItem[] }).lines.map(
        quantities,
      ),
    /** The lines alone, as an earlier version of the shop stored them. */
    seed: (items: CartItem[]) => data.set('cart', JSON.stringify(items)),
    later: (ms: number) => {
      clock += ms;
    },
  };
}

const quantities = (item: CartItem) => [item.sku, item.quantity];
const [feta, oil] = sampleItems as [CartItem, CartItem];
const more = (item: CartItem, by = 1) => ({ ...item, quantity: item.quantity + by });

describe('two tabs changing the stored cart at the same moment', () => {
  it('each overwrote the other: hearing the other write, each replays its change, both count', () => {
    const shop = browser();
    shop.seed([feta]);
    const a = shop.openTab();
    const b = shop.openTab();
    // Same moment: neither has heard the other.
    a.store([feta, oil]);
    b.store([more(feta)]);
    expect(shop.stored()).toEqual([['1001', 3]]);
    // Each hears the other's write.
    const inA = a.othersWrote();
    const inB = b.othersWrote();
    expect(inA.map(quantities)).toEqual([
      ['1001', 3],
      ['1002', 1],
    ]);
    expect(inB.map(quantities)).toEqual(inA.map(quantities));
    expect(shop.stored()).toEqual(inA.map(quantities));
  });

  it('the same product pressed in both tabs adds up', () => {
    const shop = browser();
    shop.seed([feta]);
    const a = shop.openTab();
    const b = shop.openTab();
    a.store([more(feta)]);
    b.store([more(feta)]);
    a.othersWrote();
    b.othersWrote();
    expect(shop.stored()).toEqual([['1001', 4]]);
  });

  it('a change another tab already holds is not replayed (a tab opened later included)', () => {
    const shop = browser();
    const a = shop.openTab();
    a.store([feta]);
    const b = shop.openTab();
    b.store([feta, extraItem]);
    expect(a.othersWrote().map(quantities)).toEqual([
      ['1001', 2],
      ['1003', 1],
    ]);
    const c = shop.openTab();
    c.store([feta, extraItem, oil]);
    a.othersWrote();
    b.othersWrote();
    expect(shop.stored()).toEqual([
      ['1001', 2],
      ['1003', 1],
      ['1002', 1],
    ]);
  });

  it('lines written without change ids: a change of the last seconds is replayed, an older one is not', () => {
    const shop = browser();
    const a = shop.openTab();
    a.store([feta]);
    // Something other than a tab of this shop writes the cart (an earlier version of the shop).
    shop.seed([oil]);
    expect(a.othersWrote().map(quantities)).toEqual([
      ['1002', 1],
      ['1001', 2],
    ]);
    shop.later(REPLAY_MS + 1);
    shop.seed([oil]);
    expect(a.othersWrote().map(quantities)).toEqual([['1002', 1]]);
  });
});

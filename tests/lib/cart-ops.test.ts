import { sampleItems } from '@machines/cart/cart.fixtures';
import { applyOps, diffLines } from '@machines/cart/cart.ops';
import type { CartItem } from '@machines/cart/cart.types';
import { describe, expect, it } from 'vitest';

const [a, b] = sampleItems as [CartItem, CartItem];
const c: CartItem = { ...a, id: '1099', sku: '1099', name: 'Feta', quantity: 1 };
const qty = (line: CartItem, quantity: number) => ({ ...line, quantity });

describe('cart operations: two tabs changing the stored cart at once', () => {
  it('replays one tab’s change on the stored cart another tab changed meanwhile', () => {
    // Both tabs started from [a]; tab 1 added b, tab 2 added c and one more a.
    const tab1 = diffLines([a], [a, b]);
    const tab2 = diffLines([a], [qty(a, a.quantity + 1), c]);
    const stored = applyOps(applyOps([a], tab1), tab2);
    expect(stored).toEqual([qty(a, a.quantity + 1), b, c]);
    // In the other order, the same lines.
    expect(new Set(applyOps(applyOps([a], tab2), tab1))).toEqual(new Set(stored));
  });

  it('the same product added in both tabs adds up', () => {
    const add = diffLines([], [qty(a, 2)]);
    expect(applyOps(applyOps([], add), add)).toEqual([qty(a, 4)]);
  });

  it('a removal in one tab wins over a quantity change in the other', () => {
    const removed = applyOps([a, b], diffLines([a, b], [b]));
    expect(applyOps(removed, diffLines([a, b], [qty(a, 5), b]))).toEqual([b]);
  });

  it('a quantity lowered to nothing removes the line; quantities stay within the maximum', () => {
    expect(applyOps([qty(a, 1)], [{ kind: 'change', key: '1001', delta: -3, line: a }])).toEqual(
      [],
    );
    expect(applyOps([qty(a, 98)], diffLines([], [qty(a, 5)]))[0]?.quantity).toBe(99);
  });

  it('a changed comment is carried over; nothing changed, no operation', () => {
    const commented = { ...a, comments: 'ripe' };
    expect(applyOps([a, b], diffLines([a], [commented]))).toEqual([commented, b]);
    expect(diffLines([a, b], [a, b])).toEqual([]);
  });
});

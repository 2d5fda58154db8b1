import { sampleItems } from '@machines/cart/cart.fixtures';
import { lineKey } from '@machines/cart/cart.types';
import { describe, expect, it } from 'vitest';
import { readStoredCart } from '@/app/actors/visit/cart-stored';
import {
  keepSubstitutionDefault,
  keptSubstitutionDefault,
  withEarlierChoices,
} from '@/app/actors/visit/cart-substitutions';
import { memoryStorage } from '../lib/memory-storage';

const [tomatoes, milk] = sampleItems.map(lineKey);

describe("substitution choices kept with the cart's lines", () => {
  it("moves an earlier version's choices onto the lines once, keeping the default", () => {
    const storage = memoryStorage({
      substitutions: JSON.stringify({
        orderDefault: 'none',
        lines: {
          [tomatoes!]: { mode: 'product', sku: '2001', name: 'Cherry tomatoes' },
          // A line no longer in the cart, and one that cannot be read: both left behind.
          'gone|': { mode: 'none' },
          [milk!]: { mode: 'teleport' },
        },
      }),
    });
    const { items, moved, orderDefault } = withEarlierChoices(storage, sampleItems);
    expect(moved).toBe(true);
    expect(orderDefault).toBe('none');
    expect(items.map((line) => line.substitution ?? null)).toEqual([
      { mode: 'product', sku: '2001', name: 'Cherry tomatoes' },
      null,
    ]);
    // Once the lines are stored, the default alone is kept under `substitutions`: the move
    // happens once.
    expect(keptSubstitutionDefault(storage)).toBe('none');
    keepSubstitutionDefault(storage, keptSubstitutionDefault(storage));
    expect(JSON.parse(storage.map.get('substitutions')!)).toEqual({ orderDefault: 'none' });
    expect(withEarlierChoices(storage, items).moved).toBe(false);
  });

  it("a line's own choice is stored and read back with the line", () => {
    const line = { ...sampleItems[0]!, substitution: { mode: 'none' as const } };
    const storage = memoryStorage({ cart: JSON.stringify({ lines: [line], changes: [] }) });
    expect(readStoredCart(storage).items[0]?.substitution).toEqual({ mode: 'none' });
    // A choice that cannot be read leaves the line without one, the line itself kept.
    const odd = { ...sampleItems[0]!, substitution: { mode: 'product', sku: '' } };
    const corrupt = memoryStorage({ cart: JSON.stringify({ lines: [odd], changes: [] }) });
    expect(readStoredCart(corrupt).items).toHaveLength(1);
    expect(readStoredCart(corrupt).items[0]?.substitution).toBeUndefined();
  });

  it('the default is a similar product unless another is kept', () => {
    const storage = memoryStorage({ substitutions: '{not json' });
    expect(keptSubstitutionDefault(storage)).toBe('similar');
    keepSubstitutionDefault(storage, 'none');
    expect(keptSubstitutionDefault(storage)).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { cartItemDto } from '@/mocks/dto/cart';
import { buyAgain, reorderLines } from '@/mocks/logic/reorder';
import { getSeed } from '@/mocks/seed/seed';
import { buildDemoUser } from '@/mocks/seed/users';

const seed = getSeed();
const { orders } = buildDemoUser();

describe('the demo platform\'s "Buy again" and reorder', () => {
  it('lists what was bought: not the products of a cancelled order', () => {
    const cancelled = orders.find((order) => order.status === 'CANCELLED')!;
    const bought = new Set(
      orders
        .filter((order) => order.status !== 'CANCELLED')
        .flatMap((order) => order.lines.map((line) => line.productId)),
    );
    const onlyCancelled = cancelled.lines
      .map((line) => line.productId)
      .filter((id) => !bought.has(id));
    expect(onlyCancelled.length).toBeGreaterThan(0);
    const listed = buyAgain(seed, orders).map((product) => product.id);
    expect(listed.length).toBeGreaterThan(0);
    for (const id of onlyCancelled) expect(listed).not.toContain(id);
  });

  it('names a line as the shop names one added from the product page (its display name)', () => {
    const feta = seed.productsById.get('1005')!;
    const line = { id: '1005', quantity: 1, options: [], comments: '' };
    expect(cartItemDto(feta, line, 'el', '').name).toBe(feta.displayName.el);
    const order = orders.find((o) => o.status !== 'CANCELLED')!;
    const { items } = reorderLines(seed, order, 'takeAway', 'en', '');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.name).toBe(seed.productsById.get(item.id)!.displayName.en);
    }
  });
});

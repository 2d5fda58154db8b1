import { journeys } from '@machines/index';
import { renderSvg, toDot, transitionEventLabel } from '@machines/testing/dot';
import { definedStates } from '@machines/testing/transitions';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';

const checkout = setup({
  guards: { hasItems: () => true },
  delays: { holdTime: 1000 },
}).createMachine({
  id: 'checkout',
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper edits the cart.',
      on: { 'cart.pay': { guard: 'hasItems', target: 'paying' } },
    },
    paying: {
      type: 'parallel',
      states: {
        card: {
          initial: 'entering',
          states: { entering: { after: { holdTime: 'expired' } }, expired: {} },
        },
        summary: { initial: 'shown', states: { shown: {} } },
      },
      on: { 'pay.cancel': 'editing' },
    },
    paid: { type: 'final' },
  },
});

describe('Graphviz diagrams', () => {
  it('draws nested and parallel states as clusters, final states double, guards and delays', () => {
    const dot = toDot(checkout);
    expect(dot).toContain('subgraph "cluster_paying" {');
    expect(dot).toContain('<i>(parallel)</i>');
    expect(dot).toContain('subgraph "cluster_paying.card" {');
    expect(dot).toMatch(/"s:paid" \[id="state:paid" .*peripheries=2\];/);
    expect(dot).toContain('label="cart.pay\\n[hasItems]"');
    expect(dot).toContain('label="after holdTime"');
    expect(dot).toContain('The shopper edits the cart.');
    // An edge leaving the parallel state starts at its cluster border.
    expect(dot).toMatch(/"s:paying" -> "s:editing" \[label="pay.cancel" .*ltail="cluster_paying"/);
  });

  it('draws transitions defined on the machine itself from an "in any state" note', async () => {
    const withRoot = setup({}).createMachine({
      id: 'sheet',
      initial: 'closed',
      on: { 'sheet.reset': '.closed', 'cart.sync': { actions: [] } },
      states: { closed: { on: { 'sheet.open': 'open' } }, open: {} },
    });
    const dot = toDot(withRoot);
    expect(dot).toMatch(/"any" -> "s:closed" \[label="sheet.reset"/);
    expect(dot).toMatch(/"any" -> "any" \[label="cart.sync\\l"/);
    expect(await renderSvg(dot)).toContain('in any state');
    // A machine without such transitions gets no note.
    expect(toDot(checkout)).not.toContain('"any"');
  });

  it("draws a state's transitions back to itself as one loop listing them", () => {
    const loops = setup({ guards: { hasItems: () => true } }).createMachine({
      id: 'shopping',
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'product.add': { actions: [] },
            'page.reload': { guard: 'hasItems', actions: [] },
            'checkout.go': 'checkout',
          },
        },
        checkout: {},
      },
    });
    const dot = toDot(loops);
    const selfEdges = dot
      .split('\n')
      .filter((line) => line.includes('"s:browsing" -> "s:browsing"'));
    expect(selfEdges).toEqual([
      '  "s:browsing" -> "s:browsing" [label="product.add\\lpage.reload [hasItems]\\l"];',
    ]);
    expect(dot).toMatch(/"s:browsing" -> "s:checkout" \[label="checkout.go"/);
  });

  it('names delays, invocations and always transitions for people', () => {
    expect(transitionEventLabel('xstate.after.3000.shop.idle')).toBe('after 3000 ms');
    expect(transitionEventLabel('xstate.done.actor.fetchShops')).toBe('fetchShops done');
    expect(transitionEventLabel('xstate.error.actor.fetchShops')).toBe('fetchShops failed');
    expect(transitionEventLabel('always')).toBe('always');
  });

  it.each(journeys.map((j) => [j.id, j] as const))(
    '%s renders to the same SVG every time, with a group per state',
    async (_, journey) => {
      const svg = await renderSvg(toDot(journey.machine));
      expect(await renderSvg(toDot(journey.machine))).toBe(svg);
      for (const state of definedStates(journey.machine)) {
        expect(svg).toContain(`id="state:${state}"`);
      }
    },
  );
});

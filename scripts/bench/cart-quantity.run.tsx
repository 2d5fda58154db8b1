// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cartItems } from '@machines/cart/cart.selectors';
import { toCartItem } from '@machines/cart/cart.types';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { expect, it } from 'vitest';
import { setQuantity } from '@/app/cart-commands';
import { journeyOf, useJourney, VisitProvider } from '@/app/visit';
import { createVisitSystem, restoreKept } from '@/app/visit-system';
import { CartLines } from '@/features/cart/CartLines';

/**
 * Run by scripts/bench-cart.ts (not part of the test suite): the side cart's line list with 200
 * lines in jsdom; each quantity change is timed twice: React Profiler's actualDuration of the
 * commit it causes, and performance.now() around act() (event to committed DOM).
 */
const LINES = 200;
const RUNS = 40;

function SideCartLines() {
  const items = useJourney('cart', cartItems);
  return (
    <CartLines items={items} priced={new Map()} commentMaxLength={100} packagingEnabled={false} />
  );
}

it('commit time of a quantity change in a 200-line side cart', { timeout: 600_000 }, () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const visit = createVisitSystem({ queryClient: new QueryClient(), navigate: () => {} });
  restoreKept(visit);
  const cart = journeyOf(visit, 'cart');
  const cartLines = () => cart.getSnapshot().context.items;
  cart.send({
    type: 'cart.replace',
    items: Array.from({ length: LINES }, (_, i) =>
      toCartItem({
        id: `${5000 + i}`,
        sku: `${5000 + i}`,
        quantity: 1,
        name: `Product ${i}`,
        unitPrice: 100 + i,
      }),
    ),
  });
  const commits: number[] = [];
  const view = render(
    <I18nProvider i18n={i18n}>
      <Profiler
        id="side-cart"
        onRender={(_, phase, actual) => phase === 'update' && commits.push(actual)}
      >
        <VisitProvider visit={visit}>
          <SideCartLines />
        </VisitProvider>
      </Profiler>
    </I18nProvider>,
  );
  expect(view.getAllByTestId('cart-line')).toHaveLength(LINES);
  // Warm-up: the first changes compile and load what the later ones reuse.
  for (let run = 0; run < 5; run++) {
    const line = cartLines()[run]!;
    act(() => setQuantity(cart, line, line.quantity + 1));
  }
  commits.length = 0;
  const wall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const line = cartLines()[(run * 37) % LINES]!;
    const start = performance.now();
    act(() => setQuantity(cart, line, line.quantity + 1));
    wall.push(performance.now() - start);
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
  };
  console.info(
    `\nQuantity change in a ${LINES}-line side cart (${RUNS} runs, jsdom, budget 16 ms)`,
  );
  console.info(`  React commit (Profiler actualDuration): ${stats(commits)}`);
  console.info(`  event to committed DOM (act + performance.now): ${stats(wall)}\n`);
});

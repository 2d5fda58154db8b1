import { startVitest } from 'vitest/node';

/**
 * Benchmark (not a timed test): the commit time of a quantity change in a 200-line side cart,
 * measured in jsdom with React's Profiler (actualDuration of the update commit) and with
 * performance.now() around act(). The design budget is 16 ms (one frame). jsdom has no layout
 * or paint, so this is the React and DOM-mutation cost only.
 */
const vitest = await startVitest('test', ['scripts/bench/cart-quantity.run.tsx'], {
  include: ['scripts/bench/*.run.tsx'],
  watch: false,
  reporters: ['dot'],
});
await vitest?.close();
process.exit(vitest?.state.getCountOfFailedTests() ? 1 : 0);

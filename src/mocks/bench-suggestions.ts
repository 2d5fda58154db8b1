import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { createDemoHandlers } from './handlers/index';
import { createPrng } from './seed/prng';
import { getSeed } from './seed/seed';

export interface SuggestionTimings {
  productCount: number;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  /** p95 of the process CPU time per call: what the handler costs, without waiting for a core. */
  cpuP95: number;
}

/** Terms shoppers type: 3-7 letter starts of words from the catalogue, in both languages. */
const sampleTerms = (productCount: number, runs: number): string[] => {
  const rng = createPrng(20_250_601);
  const { products } = getSeed(productCount);
  return Array.from({ length: runs }, () => {
    const product = rng.pick(products);
    const words = product.name[rng.chance(0.6) ? 'el' : 'en']
      .split(' ')
      .filter((w) => w.length >= 3);
    const word = rng.pick(words.length ? words : ['ντομ']);
    return word.slice(0, rng.int(3, Math.min(7, word.length)));
  });
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Times the suggestions handler end to end (request parsing, search, product mapping, reply
 * schema check) over a catalogue of `productCount` products, in milliseconds.
 */
export const measureSuggestions = async (
  productCount = 10_000,
  runs = 300,
): Promise<SuggestionTimings> => {
  const handlers = createDemoHandlers({ productCount, sessionFallback: 'shared' });
  const send = (term: string) =>
    getResponse(
      handlers,
      new Request(
        `http://localhost/api/v3.1/products/search/suggestions?term=${encodeURIComponent(term)}`,
        { headers: { appId: 'bench', 'accept-language': 'el-GR' } },
      ),
    );
  for (const term of sampleTerms(productCount, 20)) await send(term);
  const timings: number[] = [];
  const cpu: number[] = [];
  for (const term of sampleTerms(productCount, runs)) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await send(term);
    await response?.json();
    const used = process.cpuUsage(cpuStarted);
    timings.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  timings.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    productCount,
    runs,
    p50: round(percentile(timings, 50)),
    p95: round(percentile(timings, 95)),
    max: round(timings.at(-1) ?? 0),
    cpuP95: round(percentile(cpu, 95)),
  };
};

/** The budget for the demo platform's suggestions over 10,000 products. */
export const SUGGESTIONS_BUDGET_P95_MS = 20;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.argv[2] ?? 10_000);
  measureSuggestions(count).then((t) => {
    const within = t.p95 < SUGGESTIONS_BUDGET_P95_MS;
    console.info(
      `suggestions over ${t.productCount} products, ${t.runs} runs: p50 ${t.p50} ms, p95 ${t.p95} ms, max ${t.max} ms, CPU p95 ${t.cpuP95} ms (budget p95 < ${SUGGESTIONS_BUDGET_P95_MS} ms): ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
    if (!within) process.exitCode = 1;
  });
}

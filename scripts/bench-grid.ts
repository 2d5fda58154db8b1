/**
 * Benchmark (not a timed test): the product grid over the 10,000-product demo catalogue (issue 6,
 * "the product grid stays smooth"). Serves the build (`npm run build` first) with
 * DEMO_PRODUCTS=10000, opens /en/search for a common term on a phone viewport in the system
 * Chromium, turns eight pages (click "Next page" until the next page's cards are there: API
 * round trip, render, layout), then scrolls the grid. Prints the page-turn times and every long
 * task (> 50 ms) the browser reported. The design budget: no long task while scrolling.
 *
 * Usage: `npm run bench:grid` (serves dist/ on a free port).
 */
import { chromium } from '@playwright/test';
import { warmDemoPlatform } from '../e2e/support/warm-up';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const TERM = 'τομ'; // tomatoes, tomato paste, ... (278 products over 12 pages at 10,000)
const TURNS = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function main() {
  // Read by the demo platform when its middleware loads, at the first request.
  process.env.DEMO_PRODUCTS = '10000';
  const server = await startPreview();
  const base = server.url;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    // The catalogue is built on the first call: taken outside the measurement.
    await warmDemoPlatform(base);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => {
      localStorage.setItem(
        'privacyConsent',
        JSON.stringify({ necessary: true, performance: false, ad: false, ux: false }),
      );
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}/en/search?product=${encodeURIComponent(TERM)}`);
    const pages = await page.getByText(/^Page 1 of \d+$/).textContent();
    await page.waitForTimeout(1000);
    const takeLongTasks = () =>
      page.evaluate(() => {
        const w = window as unknown as { longTasks: number[] };
        return w.longTasks.splice(0).map((d) => Math.round(d));
      });
    await takeLongTasks();
    const turns: number[] = [];
    for (let n = 2; n <= TURNS + 1; n += 1) {
      const started = performance.now();
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.getByText(new RegExp(`^Page ${n} of \\d+$`)).waitFor();
      await page.getByRole('article').first().waitFor();
      turns.push(Math.round(performance.now() - started));
    }
    const turnTasks = await takeLongTasks();
    for (let i = 0; i < 12; i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    const scrollTasks = await takeLongTasks();
    console.info(`Product grid over 10,000 products ("${TERM}": ${pages}, 24 per page), phone:`);
    console.info(
      `  page turns (click to next cards): ${turns.join(', ')} ms; median ${median(turns)} ms`,
    );
    console.info(
      `  long tasks during ${TURNS} page turns: ${turnTasks.length ? turnTasks.join(', ') : 'none'} (ms)`,
    );
    console.info(
      `  long tasks while scrolling: ${scrollTasks.length ? scrollTasks.join(', ') : 'none'} (budget: none)`,
    );
    if (scrollTasks.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

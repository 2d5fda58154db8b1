/**
 * Benchmark (not a timed test): how long a prerendered page shows buttons that do not answer yet.
 * On a phone profile (Pixel 7 viewport and touch, CPU 4x slower through DevTools), each page is
 * loaded fresh and the page's own clock is read: the first contentful paint, and the shop's
 * take-over marks (src/lib/take-over-marks.ts) up to `shop:kept-restored`, when a press is the
 * shop's. Between the two, presses are held (src/boot/early-presses.ts); this prints how long.
 *
 * Usage: `npm run build` first; `npx tsx scripts/bench-take-over.ts [--runs=5]
 * [--reference=<dir>]` (another build, such as main at an earlier commit, measured in the same
 * rounds). Figures from an idle host only; medians of the runs.
 */
import { chromium } from '@playwright/test';
import { warmDemoPlatform } from '../e2e/support/warm-up';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const PAGES = ['/en', '/en/products/agora-deli-feta-cheese-300-g-1005', '/en/offers'];
const CPU_SLOWDOWN = 4;
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 5);
const referenceDir = arg('reference');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Reading = Record<string, number>;

async function main() {
  const builds = [{ name: 'this build', server: await startPreview({ port: 0 }) }];
  if (referenceDir) {
    builds.push({
      name: 'reference',
      server: await startPreview({ port: 0, outDir: referenceDir }),
    });
  }
  for (const { server } of builds) await warmDemoPlatform(server.url, PAGES);
  const browser = await chromium.launch({
    executablePath: findChromium({ shell: true }),
    args: chromiumArgs,
  });
  const readings = new Map<string, Reading[]>();
  try {
    for (let round = 1; round <= runs; round++) {
      for (const path of PAGES) {
        for (const { name, server } of builds) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 915 },
            isMobile: true,
            hasTouch: true,
            locale: 'en-GB',
          });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(`${server.url}${path}`);
          await page
            .locator('#root[data-hydrated]')
            .waitFor({ state: 'attached', timeout: 60_000 });
          const reading = await page.evaluate(() => {
            const out: Record<string, number> = {};
            for (const entry of performance.getEntriesByType('paint')) {
              if (entry.name === 'first-contentful-paint') out.fcp = entry.startTime;
            }
            for (const mark of performance.getEntriesByType('mark')) {
              if (mark.name.startsWith('shop:')) out[mark.name.slice(5)] = mark.startTime;
            }
            return out;
          });
          const key = `${name} ${path}`;
          readings.set(key, [...(readings.get(key) ?? []), reading]);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const { server } of builds) await server.close();
  }
  console.info(`Take-over on a phone profile (CPU ${CPU_SLOWDOWN}x), medians of ${runs} runs, ms:`);
  for (const [key, list] of readings) {
    const steps = [...new Set(list.flatMap((r) => Object.keys(r)))];
    const at = (step: string) =>
      median(list.map((r) => r[step]).filter((v): v is number => v !== undefined));
    const end = Number.isFinite(at('kept-restored')) ? at('kept-restored') : at('taken-over');
    console.info(
      `  ${key.padEnd(60)} ${steps.map((s) => `${s} ${Math.round(at(s))}`).join('  ')}  | presses held ${Math.round(end - at('fcp'))}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Size budget: the gzip size of all JavaScript the browser fetched before the first contentful
 * paint of `/` (Greek, a first visit, nothing cached), measured in the system Chromium against
 * the production build on a throttled phone profile (slow 4G, 4x CPU). Prints every file and
 * fails above the budget (DESIGN.md §8).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const BUDGET_KB = 170;
const TARGET_KB = 130;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

// The demo platform and the dev inspector must never reach the shop's bundles.
const forbidden = ['mswjs', 'demo_session', 'stately.ai/inspect', 'createBrowserInspector'];
const leaks = readdirSync('dist/assets')
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => {
    const code = readFileSync(join('dist/assets', file), 'utf8');
    return forbidden
      .filter((marker) => code.includes(marker))
      .map((marker) => `${file}: ${marker}`);
  });
if (leaks.length) {
  console.error(`Dev-only code in the production bundle:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.info(`No demo-platform or inspector code in dist/assets (${forbidden.join(', ')}).`);

const server = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
let failed = false;
try {
  for (const path of paths.length ? paths : ['/']) {
    // Warm the demo platform (its first request builds the seed) in a throwaway context.
    const warm = await browser.newPage();
    await warm.goto(server.url + path, { waitUntil: 'networkidle' });
    await warm.close();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // A mid-range phone on a slow 4G network (Lighthouse's mobile profile), so the order in
    // which the page asks for scripts matches what a shopper's phone sees.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return {
        fcp,
        files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => new URL(r.name).pathname.endsWith('.js') && r.responseEnd <= fcp)
          .map((r) => new URL(r.name).pathname),
      };
    });
    await page.close();
    let total = 0;
    console.info(
      `\nJS fetched before first contentful paint of ${path} (FCP at ${scripts.fcp.toFixed(0)} ms):`,
    );
    for (const file of scripts.files) {
      const gz = gzipSync(readFileSync(join('dist', file)), { level: 9 }).length / 1024;
      total += gz;
      console.info(`  ${gz.toFixed(1).padStart(7)} KB  ${file}`);
    }
    const verdict =
      total > BUDGET_KB
        ? 'OVER BUDGET'
        : total > TARGET_KB
          ? 'within budget, above target'
          : 'within target';
    console.info(
      `  ${total.toFixed(1).padStart(7)} KB  total gzip (budget ${BUDGET_KB} KB, target ${TARGET_KB} KB): ${verdict}`,
    );
    if (total > BUDGET_KB) failed = true;
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);

/**
 * Size budget: the gzip size of all JavaScript the browser fetched before the first contentful
 * paint of `/` (Greek, a first visit, nothing cached), measured in the system Chromium against
 * the production build. Prints every file and fails above the budget (DESIGN.md §8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const BUDGET_KB = 170;
const TARGET_KB = 130;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const server = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
let failed = false;
try {
  for (const path of paths.length ? paths : ['/']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
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

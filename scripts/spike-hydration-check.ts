/**
 * SPIKE (issue 24): serves a prerendered build with `vite preview` and checks a page's HTML
 * before any script (name, price) and its hydration in Chromium (console errors and warnings).
 *
 *   npx tsx scripts/spike-hydration-check.ts --outDir /tmp/dist-spike --port 4390 [path ...]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const outDir = option('outDir') ?? '/tmp/dist-spike';
const port = Number(option('port') ?? 4390);
const kept = args.includes('--kept') ? (args.splice(args.indexOf('--kept'), 1), true) : false;
const paths = args.length ? args : ['/products/agora-deli-feta-cheese-300-g-1005'];

const server = await startPreview({ port, outDir });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const path of paths) {
    const raw = await (await fetch(`${server.url}${path}`)).text();
    const prerendered = raw.includes('data-prerendered');
    console.info(
      `\n${path}: HTML ${(raw.length / 1024).toFixed(1)} KB, prerendered ${prerendered}`,
    );
    for (const needle of [
      /<title>[^<]*<\/title>/,
      /<h1[^>]*>[\s\S]*?<\/h1>/,
      /\d+,\d\d\s€|€\d+\.\d\d/,
    ]) {
      console.info(`  raw HTML ${needle}: ${raw.match(needle)?.[0].slice(0, 120) ?? 'MISSING'}`);
    }
    const context = await browser.newContext({ locale: 'el-GR', timezoneId: 'Europe/Athens' });
    if (kept) {
      // A returning visitor: consent decided, a cart line and a dismissed header message.
      await context.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
      });
    }
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text().slice(0, 600)}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message.slice(0, 600)}`));
    // Whether React replaced the server's nodes: the h1 node at load vs after hydration.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('h1');
      });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const sameNode = await page.evaluate(
      () => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector('h1'),
    );
    console.info(`  h1 node kept through hydration: ${sameNode}`);
    console.info(`  h1 now: ${await page.locator('h1').first().textContent()}`);
    console.info(`  console errors/warnings: ${messages.length}`);
    for (const message of messages) console.info(`    ${message}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

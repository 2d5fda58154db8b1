/**
 * SPIKE (issue 24): serves a prerendered build with `vite preview` and checks a page's HTML
 * before any script (name, price) and its hydration in Chromium (console errors and warnings).
 *
 *   npx tsx scripts/spike-hydration-check.ts --outDir /tmp/dist-spike --port 4390 [path ...]
 */
import { chromium, devices } from '@playwright/test';
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
const phone = args.includes('--phone');
if (phone) args.splice(args.indexOf('--phone'), 1);
const kept = args.includes('--kept');
if (kept) args.splice(args.indexOf('--kept'), 1);
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
    const context = await browser.newContext({
      ...(phone ? devices['Pixel 7'] : {}),
      locale: 'el-GR',
      timezoneId: 'Europe/Athens',
    });
    const page = await context.newPage();
    if (kept) {
      // A returning visitor: consent decided, a kept cart, the header message closed.
      await page.goto(`${server.url}/en/products/agora-deli-feta-cheese-300-g-1005`, {
        waitUntil: 'networkidle',
      });
      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.getByRole('button', { name: 'Close message' }).click();
      await page.evaluate(() =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            { id: '1001', sku: '1001', quantity: 2, name: 'Agora Select Tomatoes', unitPrice: 289 },
          ]),
        ),
      );
    }
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text().slice(0, 6000)}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message.slice(0, 600)}`));
    // Whether React replaced the server's nodes: the h1 node at load vs after hydration.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('h1');
        (window as unknown as { __server: Element[] }).__server = [
          ...document.querySelectorAll('#root *'),
        ];
        const server = (window as unknown as { __server: Element[] }).__server;
        window.addEventListener('shop:hydrated', () => {
          const replaced = server.filter((e) => !e.isConnected);
          (window as unknown as { __atHydration: string }).__atHydration =
            `${server.length - replaced.length}/${server.length} adopted; replaced: ${replaced
              .slice(0, 8)
              .map((e) => `${e.tagName}.${e.className}`)
              .join(' ')}`;
        });
      });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const sameNode = await page.evaluate(
      () => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector('h1'),
    );
    console.info(`  h1 node kept through hydration: ${sameNode}`);
    const adopted = await page.evaluate(() => {
      const server = (window as unknown as { __server: Element[] }).__server;
      const gone = server.filter((e) => !e.isConnected && !e.parentElement?.matches('svg, svg *'));
      const top = gone.filter((e) => !gone.includes(e.parentElement as Element));
      return `${server.filter((e) => e.isConnected).length}/${server.length}; replaced subtrees: ${top
        .map(
          (e) =>
            `${e.parentElement?.tagName ?? '?'}>${e.tagName}.${e.className}[${e.textContent?.slice(0, 30)}]`,
        )
        .join(' | ')}`;
    });
    const atHydration = await page.evaluate(
      () =>
        (window as unknown as { __atHydration?: string }).__atHydration ?? 'no shop:hydrated event',
    );
    console.info(`  server elements at hydration: ${atHydration}`);
    console.info(`  server elements still in the page 1.5 s later: ${adopted}`);
    // A failed hydration can leave the server's copy beside React's (seen: no console message).
    const shape = await page.evaluate(() => ({
      headers: document.querySelectorAll('header').length,
      h1s: document.querySelectorAll('h1').length,
      rootChildren: [...(document.getElementById('root')?.children ?? [])].map(
        (e) =>
          `${e.tagName}.${e.className}${Object.keys(e).some((k) => k.startsWith('__reactFiber')) ? '*' : ''}`,
      ),
      detached: [...(document.getElementById('root')?.children ?? [])].filter(
        (e) => !Object.keys(e).some((key) => key.startsWith('__reactFiber')),
      ).length,
    }));
    console.info(`  DOM: ${JSON.stringify(shape)}`);
    console.info(`  h1 now: ${await page.locator('h1').first().textContent()}`);
    if (kept) {
      const badge = await page.locator('header [class*=badge]').first().textContent();
      const banner = await page.getByRole('button', { name: /Accept all|Αποδοχή όλων/ }).count();
      const message = await page
        .getByRole('complementary', { name: /Announcement|Ανακοίνωση/ })
        .count();
      console.info(
        `  kept after hydration: cart badge ${badge}, consent banner ${banner}, header message ${message}`,
      );
    }
    console.info(`  console errors/warnings: ${messages.length}`);
    for (const message of messages) console.info(`    ${message}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

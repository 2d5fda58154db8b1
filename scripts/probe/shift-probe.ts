import { chromium, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '/work/main/scripts/chromium';
import { startPreview } from '/work/main/scripts/preview-server';

const paths = process.argv.slice(2);
const server = await startPreview({ port: 4391, outDir: 'dist' });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const path of paths) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'el-GR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('  console', m.type(), m.text().slice(0, 300)); });
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        (window as any).__shifts.push({
          t: Math.round(e.startTime), v: e.value.toFixed(4), input: e.hadRecentInput,
          sources: (e.sources || []).map((s: any) => {
            const n = s.node; let d = n ? (n.nodeName + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').slice(0,2).join('.') : '')) : '?';
            return `${d} ${JSON.stringify([s.previousRect.y, s.previousRect.height])}->${JSON.stringify([s.currentRect.y, s.currentRect.height])}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    window.addEventListener('shop:hydrated', () => (window as any).__hydratedAt = Math.round(performance.now()));
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const r = await page.evaluate(() => ({ shifts: (window as any).__shifts, h: (window as any).__hydratedAt, lcp: 0 }));
  console.log(path, 'hydrated at', r.h);
  for (const s of r.shifts) console.log(' ', s.t, s.v, s.input, s.sources.join(' | '));
  await context.close();
}
await browser.close();
await server.close();

/**
 * Screenshots of home on a phone and a desktop, from the production build with the demo
 * platform, in the system Chromium. Written to docs/screenshots/ (the README shows them).
 * Run `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const shots = [
  {
    name: 'home-phone',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  },
  {
    name: 'home-desktop',
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
  },
];

mkdirSync('docs/screenshots', { recursive: true });
const server = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.deviceScaleFactor,
      isMobile: shot.isMobile,
      locale: 'el-GR',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('article').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/${shot.name}.png` });
    console.info(`docs/screenshots/${shot.name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

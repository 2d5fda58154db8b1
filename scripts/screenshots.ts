/**
 * Screenshots of the shell at 412 px (a phone) and 1280 px (a desktop), in Greek, from the
 * production build with the demo platform: home, the header with a slot booked (scrolled, so
 * the sticky header shows), the pick-up shop sheet and the footer.
 * `npm run build` first; `npm run screenshots [-- outDir]` (default docs/screenshots).
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { startPreview } from './preview-server';

const outDir = process.argv[2] ?? 'docs/screenshots';
const sizes = [
  { name: 'phone', viewport: { width: 412, height: 915 }, scale: 2, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, scale: 1, isMobile: false },
] as const;

/** Pick-up at Agora Kolonaki and tomorrow's first free slot, through the English shop. */
async function bookSlot(page: Page, url: string) {
  await page.goto(`${url}/en`);
  await page.getByRole('button', { name: /^Service and address/ }).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a shop for pick-up' })
    .getByRole('button', { name: /Agora Kolonaki/ })
    .click();
  await page.getByRole('button', { name: /^Delivery time/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a time slot' });
  await sheet
    .getByRole('radio', { name: /^Tomorrow/ })
    .locator('xpath=ancestor::label')
    .click();
  await sheet.getByRole('button', { name: 'Save time slot' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function shoot(browser: Browser, url: string, size: (typeof sizes)[number]) {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: size.scale,
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    locale: 'el-GR',
    timezoneId: 'Europe/Athens',
  });
  // Consent given, so the cookie banner does not cover what is shown.
  await context.addInitScript(() => {
    const choices = { necessary: true, performance: true, ad: false, ux: true };
    localStorage.setItem('privacyConsent', JSON.stringify(choices));
  });
  const page = await context.newPage();
  const path = (view: string) => `${outDir}/${view}-${size.name}.png`;

  await page.goto(`${url}/`);
  await page.getByRole('article').first().waitFor();
  await settle(page);
  await page.screenshot({ path: path('home') });

  await bookSlot(page, url);
  await page.goto(`${url}/`);
  await page.getByRole('article').first().waitFor();
  await page.mouse.wheel(0, 700);
  await settle(page);
  await page.screenshot({ path: path('header-slot') });

  await page.getByRole('button', { name: /^Υπηρεσία και διεύθυνση/ }).click();
  await page.getByRole('button', { name: 'Παραλαβή από το κατάστημα' }).click();
  await page.getByRole('dialog', { name: 'Επιλέξτε κατάστημα για παραλαβή' }).waitFor();
  await settle(page);
  await page.screenshot({ path: path('address-sheet') });
  await page.keyboard.press('Escape');

  // The footer alone, from a full-page picture (so the sticky header does not cover it).
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await settle(page);
  const clip = await footer.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left, y: box.top + window.scrollY, width: box.width, height: box.height };
  });
  // From the top, so the sticky header is drawn at the top of the picture, not over the footer.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path('footer'), fullPage: true, clip });
  console.info(`${outDir}/*-${size.name}.png`);
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const server = await startPreview();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const size of sizes) await shoot(browser, server.url, size);
} finally {
  await browser.close();
  await server.close();
}

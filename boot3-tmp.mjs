import { chromium } from '@playwright/test';
const [n, ...rest] = process.argv.slice(2); const bases = rest.filter(r => r.startsWith('http')); const paths = rest.filter(r => r.startsWith('/'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const res = {};
for (let i = 0; i < Number(n); i++) for (const base of bases) for (const p of paths) {
  const ctx = await browser.newContext({ locale: 'el-GR' });
  const page = await ctx.newPage();
  await page.addInitScript(() => { new MutationObserver((_, o) => { if (document.querySelector('#root h1')) { window.__h1 = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true }); });
  await page.goto(base + p);
  await page.waitForFunction(() => window.__h1);
  const h1 = await page.evaluate(() => window.__h1);
  (res[base + ' ' + p] ??= []).push(Math.round(h1));
  await ctx.close();
}
for (const [k, v] of Object.entries(res)) { const s = [...v].sort((a,b)=>a-b); console.log(k.padEnd(70), 'median', s[Math.floor(s.length/2)], JSON.stringify(v)); }
await browser.close();

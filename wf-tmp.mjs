import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (let i = 0; i < 2; i++) {
const ctx = await browser.newContext({ locale: 'el-GR' });
const page = await ctx.newPage();
await page.addInitScript(() => { new MutationObserver((_, o) => { if (document.querySelector('#root h1')) { window.__h1 = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true }); });
await page.goto(url);
await page.waitForFunction(() => window.__h1);
const r = await page.evaluate(() => ({ h1: window.__h1, nav: performance.getEntriesByType('navigation')[0].toJSON(), res: performance.getEntriesByType('resource').map(e => ({ n: e.name.replace(location.origin, ''), s: Math.round(e.startTime), e: Math.round(e.responseEnd), t: e.initiatorType })) }));
console.log('h1', Math.round(r.h1), 'DCL', Math.round(r.nav.domContentLoadedEventEnd), 'html end', Math.round(r.nav.responseEnd));
const js = r.res.filter(x => x.n.endsWith('.js')); const api = r.res.filter(x => x.n.startsWith('/api'));
console.log(' js', js.length, 'first start', Math.min(...js.map(x=>x.s)), 'last end', Math.max(...js.map(x=>x.e)));
for (const a of r.res.filter(x => !x.n.endsWith('.js') && !x.n.endsWith('.css') && !x.n.startsWith('/img'))) console.log('  ', a.s, a.e, a.n.slice(0, 90));
const late = js.filter(x => x.s > 300).sort((a,b)=>a.s-b.s); console.log(' late js', late.map(x => `${x.n.split('/').pop().slice(0,20)}@${x.s}-${x.e}`).join(' '));
await ctx.close();
}
await browser.close();

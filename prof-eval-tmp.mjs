import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const warm = await ctx.newPage(); await warm.goto(url); await warm.waitForLoadState('networkidle'); await warm.close();
const agg = new Map(); const top = new Map(); const RUNS = 3;
for (let r = 0; r < RUNS; r++) {
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 }); await cdp.send('Profiler.start');
await page.goto(url); await page.waitForLoadState('networkidle'); await page.waitForTimeout(300);
const { profile } = await cdp.send('Profiler.stop');
await page.close();
const drill = (process.env.DRILL ?? '').split(',').filter(Boolean);
if (r === 0 && drill.length) {
  const nodes0 = new Map(profile.nodes.map(n => [n.id, { ...n, t: 0 }]));
  profile.samples.forEach((id, i) => { nodes0.get(id).t += profile.timeDeltas[i + 1] ?? 0; });
  const tot = (n) => n.tt ??= n.t + (n.children ?? []).reduce((s, c) => s + tot(nodes0.get(c)), 0);
  const pr = (n, d) => { if (d > 5 || tot(n) < 400) return; console.log(' '.repeat(d*2) + (tot(n)/1000).toFixed(1) + ' ' + (n.callFrame.functionName||'(anon)') + ' ' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber); for (const c of n.children ?? []) pr(nodes0.get(c), d+1); };
  for (const n of nodes0.values()) if (drill.includes(n.callFrame.functionName)) pr(n, 0);
}
const nodes = new Map(profile.nodes.map(n => [n.id, { ...n, t: 0 }]));
profile.samples.forEach((id, i) => { nodes.get(id).t += profile.timeDeltas[i + 1] ?? 0; });
const total = (n) => n.tt ??= n.t + (n.children ?? []).reduce((s, c) => s + total(nodes.get(c)), 0);
const key = (n) => { const cf = n.callFrame; return `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; };
for (const n of nodes.values()) {
  const cf = n.callFrame;
  if (cf.functionName === '' && cf.lineNumber === 0 && cf.url.endsWith('.js')) {
    const name = cf.url.split('/').pop();
    top.set(name, (top.get(name) ?? 0) + total(n) / 1000 / RUNS);
    for (const c of n.children ?? []) { const k = name + ' -> ' + key(nodes.get(c)); agg.set(k, (agg.get(k) ?? 0) + total(nodes.get(c)) / 1000 / RUNS); }
  }
}
}
const want = (process.env.DRILL ?? '').split(',').filter(Boolean);
if (want.length) { /* printed per run below */ }
console.log('--- module top-level (chunk) inclusive ms, mean of', RUNS);
[...top].sort((a,b)=>b[1]-a[1]).slice(0,15).forEach(([k,v])=>console.log(v.toFixed(1).padStart(6), k));
console.log('--- calls made during evaluation');
[...agg].sort((a,b)=>b[1]-a[1]).slice(0, Number(process.argv[3] ?? 40)).forEach(([k,v])=>console.log(v.toFixed(1).padStart(6), k));
await browser.close();

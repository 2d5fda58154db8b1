/**
 * Lighthouse 12 (mobile) on the catalogue's key pages (issue 6 "Performance", DESIGN.md §8):
 * performance, accessibility and best practices for /, /search?product=…, a product page and
 * /cart. Builds into /tmp/search-dist (not dist/, which other runs share), serves it with the
 * demo platform at /api and drives the system Chromium through chrome-launcher.
 *
 * The build is served over HTTPS, so over HTTP/2, as a production host serves it. Over plain
 * HTTP/1.1 Chromium opens at most 6 connections per host, and Lighthouse's simulated slow 4G
 * charges a round trip per request on each: the shop's 70-odd code-split chunks then queue for
 * about 2 s that no production visitor waits (measured LCP 4.8 s over HTTP/1.1, 2.8 s over HTTP/2,
 * same build). `--http1` measures over HTTP/1.1 anyway.
 *
 * Each page also prints an estimate of the main-thread tasks its TBT counted
 * (scripts/blocking-tasks.ts): the score moves about ±10 points between runs of one build on a
 * busy host, the task list shows why.
 *
 * Each row prints the host's benchmark index for that run ("bi"): Lighthouse's 4x CPU slowdown is
 * sized for 1500-2000 (scripts/lighthouse-calibration.ts). `--calibrate` first measures the host
 * with one run of the home page, then scales the slowdown to it, so a fast host is not flattered.
 *
 * `--reference=<dir>` also measures another build of the shop (say main at an earlier commit,
 * built with `npx vite build --outDir <dir>` in a worktree) on a second server, page by page in
 * the same rounds, and prints each page's TBT beside the reference's. `--reference-root=<worktree>`
 * serves it with that worktree's own config: without it this project's CSP, whose hash is of this
 * build's inline script, blocks the reference's, and its pages load no script at all.
 *
 * Usage: `npm run lighthouse` (builds first); `-- --no-build` reuses the build; `--only=home,cart`
 * picks pages; `--runs=3` measures each page three times, interleaved (the target must hold in
 * every run); `--calibrate`; `--http1`; LIGHTHOUSE_PORT (default a free port);
 * LIGHTHOUSE_JSON_DIR keeps the reports (`name-run.json`) and their traces (`name-run.trace.json`,
 * for Chromium's performance panel); LIGHTHOUSE_TRACE_CATEGORIES adds trace categories to them
 * (`cc` shows when the compositor committed and drew each frame).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { warmDemoPlatform } from '../e2e/support/warm-up';
import { blockingTasks, describeBlockingTasks, type TraceEvent } from './blocking-tasks';
import { chromiumArgs, findChromium } from './chromium';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './lighthouse-calibration';
import { startPreview } from './preview-server';
import { selfSignedCert } from './self-signed-cert';

// Resolved here: the floor's build (its own root) would read a relative path as its own.
const outDir = resolve(process.env.LIGHTHOUSE_DIST ?? '/tmp/search-dist');
const http1 = process.argv.includes('--http1');
const referenceArg = process.argv.find((arg) => arg.startsWith('--reference='))?.slice(12);
const referenceDir = referenceArg && resolve(referenceArg);
/** The worktree the reference was built in: its own config serves it (its CSP allows its script). */
const referenceRootArg = process.argv.find((arg) => arg.startsWith('--reference-root='));
const referenceRoot =
  referenceRootArg && resolve(referenceRootArg.slice('--reference-root='.length));
const pages = [
  // The floor (scripts/lighthouse-floor): an empty React + Vite page, measured first in each round.
  ['floor', '/floor/'],
  ['home', '/'],
  ['search', '/search?product=%CF%86%CE%AD%CF%84%CE%B1'],
  ['product', '/products/agora-deli-feta-cheese-300-g-1005'],
  ['cart', '/cart'],
] as const;
/** DESIGN.md §8 and issue 24: the shop's pages against the floor measured in the same run. */
const TARGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  lcpOverFloor: 1.2,
  cls: 0,
  homeJsKb: 200,
};

/** Builds the floor page into `<outDir>/floor/`, so the same server serves it beside the shop. */
async function buildFloor(into: string) {
  const [{ build }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ]);
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'lighthouse-floor'),
    base: '/floor/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(into, 'floor'), emptyOutDir: true, modulePreload: false },
  });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Bytes of script the page transferred (Lighthouse's network-requests audit). */
const scriptKb = (lhr: RunnerResult['lhr']): number => {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  const bytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
};

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir], { stdio: 'inherit' });
  }
  // With --no-build and no build there, every page would answer 404 and score 0 without a word.
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`No build in ${outDir}: run without --no-build, or set LIGHTHOUSE_DIST`);
  }
  if (!process.argv.includes('--no-build') || !existsSync(join(outDir, 'floor', 'index.html'))) {
    await buildFloor(outDir);
  }
  // The warm-up's fetch and Chromium both meet the throwaway certificate of this local server.
  if (!http1) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  if (referenceDir && !existsSync(join(referenceDir, 'index.html'))) {
    throw new Error(`No build in ${referenceDir} (--reference)`);
  }
  const cert = http1 ? undefined : selfSignedCert();
  const server = await startPreview({
    port: Number(process.env.LIGHTHOUSE_PORT ?? 0),
    outDir,
    https: cert,
  });
  const reference = referenceDir
    ? await startPreview({ port: 0, outDir: referenceDir, https: cert, root: referenceRoot })
    : undefined;
  const base = server.url;
  let cpuSlowdown = DEFAULT_CPU_SLOWDOWN;
  // A real platform is warm: the demo one builds its catalogue on the first call (about 1.3 s),
  // which would otherwise land in whichever page is measured first.
  await warmDemoPlatform(base, [
    '/api/v3/content/banners',
    '/api/v3/content/pages/home',
    '/api/v3.1/products/search?pageSize=15',
    ...pages.map(([, page]) => page),
  ]);
  if (reference)
    await warmDemoPlatform(
      reference.url,
      pages.map(([, page]) => page),
    );
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      ...chromiumArgs,
      '--headless=new',
      ...(http1 ? [] : ['--ignore-certificate-errors']),
    ],
  });
  const rows: {
    page: string;
    benchmarkIndex: number;
    performance: number;
    accessibility: number;
    bestPractices: number;
    lcp: string;
    tbt: string;
    cls: string;
    lcpMs: number;
    tbtMs: number;
    clsValue: number;
    jsKb: number;
  }[] = [];
  try {
    const only = process.argv
      .find((arg) => arg.startsWith('--only='))
      ?.slice(7)
      .split(',');
    const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
    if (!Number.isInteger(runs) || runs < 1)
      throw new Error('--runs= takes a whole number of runs, 1 or more');
    const run = (url: string, cpuSlowdownMultiplier: number) =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        formFactor: 'mobile',
        throttling: { cpuSlowdownMultiplier },
        ...(process.env.LIGHTHOUSE_TRACE_CATEGORIES
          ? { additionalTraceCategories: process.env.LIGHTHOUSE_TRACE_CATEGORIES }
          : {}),
      });
    if (process.argv.includes('--calibrate')) {
      const probe = await run(`${base}/`, DEFAULT_CPU_SLOWDOWN);
      const index = probe?.lhr.environment.benchmarkIndex ?? Number.NaN;
      cpuSlowdown = calibratedCpuSlowdown(index);
      console.info(`  host benchmark index ${index}: CPU slowdown ${cpuSlowdown}x`);
    }
    const selected = pages
      .filter(([name]) => name === 'floor' || !only || only.includes(name))
      .flatMap(([name, path]): [string, string, string][] =>
        name === 'floor' || !reference
          ? [[name, path, base]]
          : [
              [name, path, base],
              [`ref-${name}`, path, reference.url],
            ],
      );
    for (let round = 1; round <= runs; round++) {
      for (const [name, path, at] of selected) {
        const result = await run(`${at}${path}`, cpuSlowdown);
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        const trace = result.artifacts.Trace as unknown as
          | { traceEvents?: TraceEvent[] }
          | undefined;
        if (process.env.LIGHTHOUSE_JSON_DIR) {
          const file = `${process.env.LIGHTHOUSE_JSON_DIR}/${runs > 1 ? `${name}-${round}` : name}`;
          writeFileSync(`${file}.json`, result.report as string);
          if (trace) writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
        }
        rows.push({
          page: `${name} ${path}`,
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
          tbt: audits['total-blocking-time']?.displayValue ?? '?',
          cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          clsValue: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          jsKb: scriptKb(result.lhr),
        });
        // Which tasks the TBT counts (start:duration in ms, L for a layout), read from the trace.
        console.info(
          `  ${name}: ${describeBlockingTasks(blockingTasks(trace?.traceEvents ?? [], cpuSlowdown))}`,
        );
        // What moved, when anything did (the "layout-shifts" audit names the elements).
        const shifts = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)
          ?.items;
        for (const item of (shifts ?? []).slice(0, 3) as {
          node?: { snippet?: string; selector?: string };
          score?: number;
        }[]) {
          console.info(
            `  ${name}: layout shift ${item.score?.toFixed(3) ?? '?'} ${item.node?.selector ?? ''} ${item.node?.snippet?.slice(0, 100) ?? ''}`,
          );
        }
        for (const category of ['accessibility', 'best-practices']) {
          const below = auditsBelowOne(result.lhr, category);
          if (below.length)
            console.info(`  ${name}: ${category} audits below 1: ${below.join(', ')}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
    await reference?.close();
  }
  console.info(
    `Lighthouse 12, mobile (simulated throttling, CPU ${cpuSlowdown}x), ${http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'}:`,
  );
  for (const r of rows) {
    console.info(
      `  ${r.page.padEnd(48)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  best practices ${String(r.bestPractices).padStart(3)}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  JS ${r.jsKb.toFixed(0)} KB  bi ${r.benchmarkIndex} (emulated ${Math.round(r.benchmarkIndex / cpuSlowdown)})`,
    );
  }
  // Medians per page over the runs, each page's LCP over the floor's median LCP.
  const byPage = new Map<string, typeof rows>();
  for (const r of rows) byPage.set(r.page, [...(byPage.get(r.page) ?? []), r]);
  const floorLcp = median(
    [...byPage.entries()].find(([page]) => page.startsWith('floor '))?.[1].map((r) => r.lcpMs) ??
      [],
  );
  console.info(`Medians of ${Math.max(...[...byPage.values()].map((r) => r.length))} run(s):`);
  const missed: string[] = [];
  for (const [page, runs] of byPage) {
    const m = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.clsValue)),
      jsKb: median(runs.map((r) => r.jsKb)),
    };
    const ratio = m.lcpMs / floorLcp;
    const referenceRuns = byPage.get(`ref-${page}`);
    const referenceTbt = referenceRuns ? median(referenceRuns.map((r) => r.tbtMs)) : Number.NaN;
    console.info(
      `  ${page.padEnd(48)} performance ${m.performance}  LCP ${(m.lcpMs / 1000).toFixed(2)} s (${ratio.toFixed(2)}x floor)  TBT ${Math.round(m.tbtMs)} ms${Number.isFinite(referenceTbt) ? ` (${(m.tbtMs / referenceTbt).toFixed(2)}x reference)` : ''}  CLS ${m.cls.toFixed(3)}  JS ${m.jsKb.toFixed(0)} KB`,
    );
    if (page.startsWith('floor ') || page.startsWith('ref-')) continue;
    const misses = [
      m.performance < TARGET.performance && `performance < ${TARGET.performance}`,
      m.accessibility < TARGET.accessibility && `accessibility < ${TARGET.accessibility}`,
      m.bestPractices < TARGET.bestPractices && `best practices < ${TARGET.bestPractices}`,
      Number.isFinite(floorLcp) &&
        ratio > TARGET.lcpOverFloor &&
        `LCP > ${TARGET.lcpOverFloor}x floor`,
      m.cls > TARGET.cls && 'CLS > 0',
      page.startsWith('home ') && m.jsKb > TARGET.homeJsKb && `JS > ${TARGET.homeJsKb} KB`,
    ].filter(Boolean);
    if (misses.length) missed.push(`${page}: ${misses.join(', ')}`);
  }
  console.info(
    missed.length ? `Below target:\n  ${missed.join('\n  ')}` : 'All pages meet the targets.',
  );
}

/** The ids of a category's weighted audits that did not score 1. */
function auditsBelowOne(lhr: RunnerResult['lhr'], category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 1 && refs.some((r) => r.id === a.id && r.weight > 0),
    )
    .map((a) => a.id);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

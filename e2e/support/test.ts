import { test as base, expect, type Page, type Request } from '@playwright/test';
import { PAGE_LOADS } from './slowest-files';
import {
  definedOptions,
  forgetVisitor as forgetOrigin,
  PLAIN_FILE,
  VisitorTab,
} from './visitor-tab';

export * from '@playwright/test';

/**
 * A prerendered page is on screen before its scripts have run; a press on it then does nothing
 * until the shop has hydrated it (src/app/hydrated-app.tsx marks #root `data-hydrated`). A shopper
 * waits for a page to be ready, and so do these tests: every page of a test's context waits, after
 * each load (goto, reload), until its page is client-rendered or hydrated.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root?.hasAttribute('data-prerendered') || root.hasAttribute('data-hydrated');
    },
    undefined,
    { timeout: 30_000 },
  );
}

const patched = new WeakSet<Page>();
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * The page's requests in flight, for `settled`: only in a test that asks for it
 * (`test.use({ watchRequests: true })`). Listening to every request makes Playwright send three
 * events per request to the test (87 requests a load): measured on shell, catalog and lists
 * (3 interleaved runs, 2 workers), about 10% more CPU and 8% more time for every test.
 */
function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** goto and reload resolve once the page is interactive. */
export function waitForHydrationOnLoad(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // `waitUntil: 'commit'`: the test wants the page as it arrives (before its scripts).
    if (args[1]?.waitUntil !== 'commit') await waitUntilInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitUntilInteractive(page);
    return response;
  };
}

/**
 * The page has settled: none of its requests is in flight, a frame has been rendered and the main
 * thread has run out of other work (a background-priority task has run), twice in a row. For
 * checks that something did not happen (no bar, no list, no CSP report): they are only sure once
 * the page has done what its calls and renders were doing. Unlike `networkidle` it waits no fixed
 * time (that is 500 ms after the last request). A wait the page makes with a timer (a retry's
 * pause) is not seen: wait for what comes after it. `scheduler.postTask` rather than
 * requestIdleCallback: a paused test clock holds that (and frames, which are then not waited for
 * beyond 100 ms).
 */
export async function settled(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) {
    throw new Error('settled() needs the requests watched: `test.use({ watchRequests: true })`');
  }
  for (let quietRounds = 0; quietRounds < 2; ) {
    await expect
      .poll(() => [...requests].map((request) => request.url()), {
        message: 'the page settles: no request in flight',
        intervals: [10, 25, 50, 100],
      })
      .toEqual([]);
    await page.evaluate(async () => {
      const { scheduler } = globalThis as unknown as {
        scheduler: { postTask: (task: () => void, options: object) => Promise<void> };
      };
      // A frame (rendered, its observers told), or 100 ms where a paused test clock holds frames.
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        scheduler.postTask(resolve, { delay: 100 });
      });
      await scheduler.postTask(() => {}, { priority: 'background' });
    });
    quietRounds = requests.size === 0 ? quietRounds + 1 : 0;
  }
}

/**
 * Makes this tab a first-time visitor's again (`visitor-tab.ts`). A test that visits several pages
 * as new visitors does so in one tab: a load in a tab that has loaded the shop costs a third of a
 * load in a new one.
 */
export async function forgetVisitor(page: Page): Promise<void> {
  await forgetOrigin(page, originOf(test.info().project.use.baseURL ?? page.url()));
}

const originOf = (url: string) => new URL(url).origin;

/** The documents the pages of the running test have loaded (blank pages not counted). */
let pageLoads = 0;

/** Every page of a test: loads wait until it is interactive; loads are counted. */
function watch(page: Page): void {
  waitForHydrationOnLoad(page);
  page.on('domcontentloaded', () => {
    const url = page.url();
    if (url !== 'about:blank' && !url.endsWith(PLAIN_FILE)) pageLoads += 1;
  });
}

/**
 * `context` and `page` are the worker's visitor tab (`visitor-tab.ts`), made a new visitor's again
 * after each test; a test tagged `@own-context`, one whose context options are not the tab's, and
 * a retry get a new context, as Playwright's own fixtures give.
 */
export const test = base.extend<{ watchRequests: boolean }, { visitorTab: { tab?: VisitorTab } }>({
  /** The pages' requests in flight are watched, for `settled` (off: it costs every request). */
  watchRequests: [false, { option: true }],
  visitorTab: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      const holder: { tab?: VisitorTab } = {};
      await use(holder);
      await holder.tab?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      visitorTab,
      watchRequests,
      contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    },
    use,
    testInfo,
  ) => {
    pageLoads = 0;
    // As Playwright's own context fixture combines them: `contextOptions`, then each option.
    const options = definedOptions({
      ...contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    });
    const annotateLoads = () =>
      testInfo.annotations.push({ type: PAGE_LOADS, description: String(pageLoads) });
    const ownContext = testInfo.retry > 0 || testInfo.tags.includes('@own-context');
    if (!ownContext && !visitorTab.tab?.suits(options)) {
      await visitorTab.tab?.context.close();
      visitorTab.tab = await VisitorTab.open(browser, options, watch);
    }
    const tab = ownContext ? undefined : visitorTab.tab;
    if (!tab) {
      const context = await browser.newContext(options);
      context.on('page', watch);
      if (watchRequests) context.on('page', trackRequests);
      await use(context);
      annotateLoads();
      await context.close();
      return;
    }
    inFlight.delete(tab.page);
    tab.beginTest();
    // Added after beginTest: the tab removes the test's listeners after it.
    if (watchRequests) {
      trackRequests(tab.page);
      tab.context.on('page', trackRequests);
    }
    await use(tab.context);
    annotateLoads();
    const givenUp = await tab.endTest(originOf(baseURL ?? tab.page.url()));
    if (givenUp === null) return;
    visitorTab.tab = undefined;
    if (givenUp.startsWith('the reset stalled')) {
      // The test passed or failed on its own; its report says the tab was given up, and where.
      testInfo.annotations.push({ type: 'visitor tab given up', description: givenUp });
      console.warn(`${testInfo.titlePath.join(' › ')}: ${givenUp}`);
    }
  },
  page: async ({ context, visitorTab }, use) => {
    const tab = visitorTab.tab;
    await use(tab && tab.context === context ? tab.page : await context.newPage());
  },
});

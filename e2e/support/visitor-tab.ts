import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * One tab per worker, made a first-time visitor's again after each test, instead of a new browser
 * context and tab for every test. A load in a tab that has loaded the shop costs a third of a load
 * in a new one (0.62 s against 1.87 s of CPU for / on the 2-core host, medians of 12): the
 * renderer process, its compiled scripts and the cache of the build's files are kept. What the
 * shopper's browser keeps (storage, cookies, history) is emptied, so each test still starts as a
 * new visitor on `about:blank`.
 *
 * What a test changes on the tab or its context is undone after it: its routes, init scripts and
 * exposed functions, listeners, extra tabs, offline mode, permissions and position, viewport and
 * extra headers. What cannot be undone (the test clock, a DevTools session, a closed
 * tab or context, default timeouts, locator handlers, web socket and HAR routes, emulated media)
 * retires the tab: the next test gets a new one. A test tagged `@own-context`, one whose context
 * options are not those the tab was made with (`test.use`) and a retry (its trace) get a context
 * of their own, as Playwright gives by default.
 */

/**
 * The options a context is made with: the test's option fixtures (the project's `use`, then the
 * file's `test.use`), undefined ones left out, in one order so two sets compare as JSON.
 */
export function definedOptions(options: Record<string, unknown>): BrowserContextOptions {
  return Object.fromEntries(
    Object.entries(options)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ) as BrowserContextOptions;
}

type Undo = () => Promise<unknown>;
type Listening = { listeners(event: string): unknown[]; eventNames(): (string | symbol)[] };
type Unlisten = { removeListener(event: string, listener: (...args: unknown[]) => void): unknown };

/** The listeners an emitter has now, to remove the ones a test adds after. */
function listenersOf(target: Page | BrowserContext): Map<string, Set<unknown>> {
  const emitter = target as unknown as Listening;
  return new Map(
    emitter
      .eventNames()
      .filter((name): name is string => typeof name === 'string')
      .map((name) => [name, new Set(emitter.listeners(name))]),
  );
}

function removeAddedListeners(target: Page | BrowserContext, before: Map<string, Set<unknown>>) {
  const emitter = target as unknown as Listening & Unlisten;
  for (const name of emitter.eventNames()) {
    if (typeof name !== 'string') continue;
    const kept = before.get(name);
    for (const listener of emitter.listeners(name))
      if (!kept?.has(listener))
        emitter.removeListener(name, listener as (...args: unknown[]) => void);
  }
}

export class VisitorTab {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Something a test did cannot be undone: the tab is closed after it. */
  private retired = false;
  private undo: Undo[] = [];
  private listening: { page: Map<string, Set<unknown>>; context: Map<string, Set<unknown>> };

  /** What the context was made with: a test with other options gets its own. */
  readonly options: BrowserContextOptions;

  private constructor(context: BrowserContext, page: Page, options: BrowserContextOptions) {
    this.context = context;
    this.page = page;
    this.options = options;
    ownCDPSessions.set(context, context.newCDPSession.bind(context));
    this.listening = { page: listenersOf(page), context: listenersOf(context) };
    this.watchChanges();
  }

  static async open(browser: Browser, options: BrowserContextOptions, watch: (page: Page) => void) {
    const context = await browser.newContext(options);
    context.on('page', watch);
    const page = await context.newPage();
    return new VisitorTab(context, page, options);
  }

  get usable(): boolean {
    return !this.retired && !this.page.isClosed();
  }

  /** Whether a test with these options can use this tab. */
  suits(options: BrowserContextOptions): boolean {
    return this.usable && JSON.stringify(options) === JSON.stringify(this.options);
  }

  /** Listeners added from now on (by the test) are removed after it. */
  beginTest(): void {
    this.listening = { page: listenersOf(this.page), context: listenersOf(this.context) };
  }

  private watchChanges(): void {
    const { page, context } = this;
    const disposable = <T extends object, K extends keyof T>(target: T, name: K) => {
      const original = (
        target[name] as (...args: unknown[]) => Promise<{ dispose(): unknown }>
      ).bind(target);
      (target as Record<K, unknown>)[name] = async (...args: unknown[]) => {
        const disposable = await original(...args);
        this.undo.push(async () => disposable.dispose());
        return disposable;
      };
    };
    const undoneBy = <T extends object, K extends keyof T>(target: T, name: K, undo: Undo) => {
      const original = (target[name] as (...args: unknown[]) => Promise<unknown>).bind(target);
      (target as Record<K, unknown>)[name] = async (...args: unknown[]) => {
        this.undo.push(undo);
        return original(...args);
      };
    };
    const retires = <T extends object, K extends keyof T>(target: T, name: K) => {
      const original = (target[name] as (...args: unknown[]) => unknown).bind(target);
      (target as Record<K, unknown>)[name] = (...args: unknown[]) => {
        this.retired = true;
        return original(...args);
      };
    };
    for (const target of [page, context] as const) {
      disposable(target, 'addInitScript');
      disposable(target, 'exposeFunction');
      disposable(target, 'exposeBinding');
    }
    const { offline, permissions, geolocation, extraHTTPHeaders } = this.options;
    undoneBy(context, 'setOffline', () => context.setOffline(offline ?? false));
    undoneBy(context, 'grantPermissions', async () => {
      await context.clearPermissions();
      if (permissions?.length) await context.grantPermissions(permissions);
    });
    undoneBy(context, 'setGeolocation', () => context.setGeolocation(geolocation ?? null));
    undoneBy(context, 'setExtraHTTPHeaders', () =>
      context.setExtraHTTPHeaders(extraHTTPHeaders ?? {}),
    );
    undoneBy(page, 'setExtraHTTPHeaders', () => page.setExtraHTTPHeaders({}));
    const viewport = page.viewportSize();
    undoneBy(page, 'setViewportSize', async () => viewport && page.setViewportSize(viewport));
    for (const target of [page, context] as const)
      for (const name of [
        'setDefaultTimeout',
        'setDefaultNavigationTimeout',
        'routeWebSocket',
        'routeFromHAR',
      ] as const)
        retires(target, name);
    retires(page, 'addLocatorHandler');
    retires(page, 'emulateMedia');
    retires(context, 'newCDPSession');
    for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock)))
      if (name !== 'constructor') retires(context.clock, name as keyof typeof context.clock);
    context.on('close', () => {
      this.retired = true;
    });
  }

  /**
   * After a test: what it changed is undone and the visitor forgotten. Returns why the tab was
   * given up (then it is closed), or null when it can be used again. A reset that stalls (seen
   * once in 1,100 tests: a teardown that hung for the rest of the test's two minutes) gives the
   * tab up after RESET_MS and names the step it stalled at.
   */
  async endTest(origin: string): Promise<string | null> {
    const { page, context } = this;
    let step = 'closing the other tabs';
    const reset = async () => {
      if (!this.usable) throw new Error('retired');
      for (const other of context.pages()) if (other !== page) await other.close();
      step = 'removing listeners and routes';
      removeAddedListeners(page, this.listening.page);
      removeAddedListeners(context, this.listening.context);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      step = 'undoing what the test changed';
      for (const undo of this.undo.splice(0).reverse()) await undo();
      step = 'forgetting the visitor';
      await forgetVisitor(page, origin);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the reset stalled at ${step}`)), RESET_MS);
    });
    try {
      await Promise.race([reset(), stalled]);
      return null;
    } catch (error) {
      await context.close().catch(() => {});
      return error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** How long the reset after a test may take before the tab is given up (it takes about 0.2 s). */
const RESET_MS = 15_000;

/** A document of the shop's origin that runs none of its scripts (built or not). */
export const PLAIN_FILE = '/favicon.svg';

/** The fixture's own DevTools sessions: a test's would retire the tab. */
const ownCDPSessions = new WeakMap<BrowserContext, BrowserContext['newCDPSession']>();

/**
 * Makes a tab a first-time visitor's again: it leaves the shop (what the shop writes as it goes
 * is written), then the tab's session storage, the origin's storage, the tab's history and the
 * cookies are emptied. The browser's cache stays warm, as for someone who has been to the shop
 * before and kept nothing.
 */
export async function forgetVisitor(page: Page, origin: string): Promise<void> {
  const context = page.context();
  // The tab's session storage is only reachable from a document of the origin: a plain file's.
  await page.goto(`${origin}${PLAIN_FILE}`);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  const cdp = await (ownCDPSessions.get(context) ?? context.newCDPSession.bind(context))(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Page.resetNavigationHistory');
  await cdp.detach();
  await context.clearCookies();
}

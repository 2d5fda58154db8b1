import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { FAULTS, type Fault, PLATFORM_ERROR, wrongShape } from './fault-kinds';

export { FAULTS, type Fault, PLATFORM_ERROR };

/** Faults the platform never sees, and its replies spoiled after it acted. */
const UNSENT: readonly Fault[] = ['connection aborted', 'HTTP 500', 'no answer'];
const SPOILED: readonly Fault[] = ['truncated JSON', 'wrong shape'];

/**
 * The faults the browser puts on the `index`th call of the fault matrix. Every call of the
 * contract meets all five at the API client (tests/api/fault-matrix.test.ts), where what the
 * client makes of each is decided; the browser shows what the shopper sees, which is one message,
 * one kept form and one retry whatever the fault. So each call meets one fault, the five taking
 * turns down the table; a write whose spoiled reply means it was done (`writeShowsDone`) meets one
 * fault it never saw and one spoiled reply, since the shopper then sees its result, not an error.
 */
export function faultsForCall(index: number, writeShowsDone: boolean): Fault[] {
  if (!writeShowsDone) return [FAULTS[index % FAULTS.length] as Fault];
  return [UNSENT[index % UNSENT.length] as Fault, SPOILED[index % SPOILED.length] as Fault];
}

/** Playwright's errors for a call the page gave up on (a timeout, a navigation). */
const gone = (error: unknown) =>
  error instanceof Error && /disposed|closed|already handled|Route is already/i.test(error.message);

const quietly = async (answer: () => Promise<void>) => {
  try {
    await answer();
  } catch (error) {
    if (!gone(error)) throw error;
  }
};

/** The faults of the matrix (fault-kinds.ts) as `page.route` handlers on one platform call. */
const answers: Record<Fault, (route: Route) => Promise<void>> = {
  'connection aborted': (route) => quietly(() => route.abort('connectionreset')),
  'HTTP 500': (route) => quietly(() => route.fulfill({ status: 500, json: PLATFORM_ERROR })),
  // Never answered: the API client's own timeout gives up on it (see `runClockUntil`).
  'no answer': async () => {},
  'truncated JSON': (route) =>
    quietly(async () => {
      const reply = await route.fetch();
      const text = await reply.text();
      const body = text.length > 1 ? text.slice(0, Math.floor(text.length / 2)) : '{"';
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    }),
  'wrong shape': (route) =>
    quietly(async () => {
      const reply = await route.fetch();
      const text = await reply.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // An empty reply (204): any object is the wrong shape for it too.
      }
      await route.fulfill({ status: 200, json: wrongShape(body) });
    }),
};

export interface InjectedFault {
  /** How many calls the fault answered. */
  hits(): number;
  /** Lifts the fault: later calls reach the platform. */
  remove(): Promise<void>;
}

/** Answers every `method` call to `url` with `fault` until `remove()`. */
export async function injectFault(
  page: Page,
  url: string | RegExp,
  method: string,
  fault: Fault,
): Promise<InjectedFault> {
  let hits = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    hits += 1;
    await answers[fault](route);
  };
  await page.route(url, handler);
  return {
    hits: () => hits,
    remove: () => page.unroute(url, handler),
  };
}

/** Fake time per step: the client's timeout for "no answer", its retry waits for the others. */
const STEP_MS: Partial<Record<Fault, number>> = {
  'no answer': 10_000,
  'connection aborted': 1_000,
  'HTTP 500': 1_000,
};

/**
 * Waits for `shown` to be visible. Once the fault has met the call (`hit`), the page's clock
 * (installed before the page loaded) jumps ahead in steps: the API client's 10 s timeout for
 * "no answer" (so its timeouts and GET retries fire without 30 real seconds per call), its
 * 300/600 ms retry waits and the query's 1 s retry for a dropped connection or a 500. Waiting for
 * the hit first keeps the jumps from timing out other calls still on their way.
 */
export async function runClockUntil(
  page: Page,
  fault: Fault,
  shown: Locator,
  hit: () => boolean,
  timeout = 20_000,
) {
  const step = STEP_MS[fault];
  if (!step) {
    await expect(shown).toBeVisible({ timeout });
    return;
  }
  await expect.poll(hit, { timeout, intervals: [50] }).toBe(true);
  const until = Date.now() + timeout;
  for (;;) {
    if (await shown.isVisible()) return;
    if (Date.now() > until) break;
    await page.clock.fastForward(step);
    await shown.waitFor({ state: 'visible', timeout: 30 }).catch(() => {});
  }
  await expect(shown).toBeVisible({ timeout: 1 });
}

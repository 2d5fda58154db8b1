import type { Page, Route } from '@playwright/test';

type Mode = 'hold' | 'pass' | 'fail';

/**
 * A gate on one platform call (URL and method) for UI-level journey paths: the page's calls wait
 * until the path's next step says how the platform answers. `hold()` keeps the next calls
 * waiting (so a busy state can be seen), `pass()` lets the held and later calls through to the
 * platform and resolves with the first reply's JSON (for the oracle), `fail()` drops them as a
 * lost connection (every attempt: the client retries a GET). Starts holding.
 */
export async function gateCalls(page: Page, url: RegExp, method: string) {
  let mode: Mode = 'hold';
  const held: Route[] = [];
  const answer = async (route: Route) => {
    try {
      if (mode === 'fail') await route.abort('connectionfailed');
      else await route.fallback();
    } catch {
      // The page went away meanwhile: nothing left to answer.
    }
  };
  const handler = (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (mode === 'hold') {
      held.push(route);
      return;
    }
    return answer(route);
  };
  await page.route(url, handler);
  const release = async (next: Mode) => {
    mode = next;
    for (const route of held.splice(0)) await answer(route);
  };
  return {
    hold() {
      mode = 'hold';
    },
    /** Lets the calls through; the JSON the platform answered the first of them. */
    async pass(): Promise<unknown> {
      const reply = page.waitForResponse(
        (r) => url.test(r.url()) && r.request().method() === method,
      );
      await release('pass');
      return (await reply).json();
    },
    async fail() {
      await release('fail');
    },
    /** Answers what is still held (the end of a path that stops in a busy state). */
    async stop() {
      mode = 'pass';
      for (const route of held.splice(0)) await answer(route);
      await page.unroute(url, handler).catch(() => {});
    },
  };
}

export type CallGate = Awaited<ReturnType<typeof gateCalls>>;

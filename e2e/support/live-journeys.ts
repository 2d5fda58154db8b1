import { expect, type Page } from '@playwright/test';

/**
 * What the shop's own live inspection says about its journeys. Dev and demo builds post every
 * machine actor's snapshot (state value and the event that led there) on the `journeys`
 * BroadcastChannel for the journey explorer (src/app/inspect-broadcast.ts); a page listening on
 * that channel hears the tab's actors, so a UI-level path can check that the step it performed
 * took exactly the transition the generated path names, states too brief to see included.
 *
 * Another tab running the shop posts on the same channel: a path that needs "another tab" writes
 * from a page of the same origin that does not run the shop.
 */
export interface LiveSnapshot {
  machine: string;
  actor: string;
  value: unknown;
  status: string;
  event: string;
}

declare global {
  interface Window {
    __journeySnapshots?: LiveSnapshot[];
    __journeyDocument?: string;
  }
}

/** Starts recording before the shop's first script, on every document of this page. */
export const recordJourneys = (page: Page) =>
  page.addInitScript(() => {
    const log: LiveSnapshot[] = [];
    window.__journeySnapshots = log;
    window.__journeyDocument = crypto.randomUUID();
    new BroadcastChannel('journeys').onmessage = (message) => {
      if (message.data?.kind === 'snapshot') log.push(message.data);
    };
  });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Snapshots that are the actor's life, not a step: StrictMode restarts a provider's actor. */
const lifecycle = (s: LiveSnapshot) => s.event === 'xstate.init' || s.event === 'xstate.stop';

/**
 * The snapshots of one machine (its id, e.g. `cart`, `checkoutPress`) in this document. `step`
 * waits for the snapshot of the next event of the machine, which must be the step's event and
 * lead to the step's state: another event in between (the shop did something the path does not
 * say) fails the path.
 */
export function journeyOf(page: Page, machine: string) {
  let seen = 0;
  let document: string | undefined;
  const snapshots = async () => {
    const { log, id } = await page.evaluate(
      (name) => ({
        log: (window.__journeySnapshots ?? []).filter((s) => s.machine === name),
        id: window.__journeyDocument,
      }),
      machine,
    );
    // A document load starts every journey over: the path would no longer be one visit.
    if (document !== undefined) expect(id, `${machine}: the page was loaded again`).toBe(document);
    return log.filter((s) => !lifecycle(s));
  };
  return {
    /** The current state of the machine's newest actor (undefined before its first snapshot). */
    async value(): Promise<unknown> {
      const all = await page.evaluate(
        (id) => (window.__journeySnapshots ?? []).filter((s) => s.machine === id),
        machine,
      );
      return all.filter((s) => s.status !== 'stopped').at(-1)?.value;
    },
    /** Waits until the machine's newest actor is in `value`: the path's steps count from here. */
    async start(value: unknown, timeout = 15_000) {
      await expect.poll(() => this.value(), { timeout }).toEqual(value);
      document = await page.evaluate(() => window.__journeyDocument);
      seen = (await snapshots()).length;
    },
    /** The step's event took the machine to `value`, and no other event came before it. */
    async step(event: string, value: unknown, timeout = 15_000) {
      let next: LiveSnapshot | undefined;
      await expect
        .poll(
          async () => {
            next = (await snapshots())[seen];
            return next?.event ?? '(nothing yet)';
          },
          { timeout, message: `${machine}: the next event is ${event}` },
        )
        .toBe(event);
      expect(
        same(next!.value, value),
        `${machine} after ${event}: ${JSON.stringify(next!.value)}`,
      ).toBe(true);
      seen++;
    },
  };
}

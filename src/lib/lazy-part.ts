import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { pageWordsReady } from '@/i18n/i18n';
import { retryableImport } from './retryable-import';

/** Resolves after `ms` milliseconds. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves at once when code can load: the browser is online, or (`worker`) the shop's service
 * worker controls the page (it holds the shop's code offline, src/sw); otherwise when the
 * connection comes back.
 */
export function whenOnline({ worker = true }: { worker?: boolean } = {}): Promise<void> {
  if (globalThis.navigator?.onLine !== false) return Promise.resolve();
  if (worker && globalThis.navigator?.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => {
    globalThis.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Loads code that may meet a dropped connection. Offline without the service worker, the load is
 * not tried before the connection is back (a failed fetch of a chunk would stay failed in this
 * page: the browser keeps it, dependencies included), so it simply stays pending: its Suspense
 * fallback shows and nothing breaks. A failed load waits until the browser is online again, then
 * retries after a growing pause (0.5 s, 1 s, 2 s); the last failure is thrown.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { retries = 3, pauseMs = 500 }: { retries?: number; pauseMs?: number } = {},
): Promise<T> {
  await whenOnline();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      // Failed even with the worker (code it does not hold): the connection must come back.
      await whenOnline({ worker: false });
      await pause(pauseMs * 2 ** attempt);
    }
  }
}

/** Any component, as `React.lazy` takes it. */
// biome-ignore lint/suspicious/noExplicitAny: the props are the part's own, as in React.lazy's type
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a part of the page (a sheet, a modal, the footer) whose code loads on demand.
 * A bare `lazy` remembers a failed import for good, so one press while offline would throw to the
 * nearest error boundary and replace the shop with an error page; this one retries once online,
 * fetching the chunk again (retryable-import.ts: the browser keeps the failed import). The part
 * is the module's default export, or what `pick` takes from it. It renders once the page
 * catalog's words are in too (src/i18n/i18n.ts).
 */
export function lazyPart<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPart<T>;
export function lazyPart<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T,
): LazyPart<T>;
export function lazyPart(
  load: () => Promise<unknown>,
  pick: (module: unknown) => AnyComponent = (module) =>
    (module as { default: AnyComponent }).default,
) {
  const chunk = retryableImport(load);
  // The module, once `preload` has brought it and the page's words (while online).
  let here: unknown;
  const part = lazy(() =>
    track(
      Promise.all(
        here ? [here, pageWordsReady()] : [loadWithRetry(chunk), loadWithRetry(pageWordsReady)],
      ).then(([module]) => ({ default: pick(module) })),
    ),
  );
  const preload = async () => {
    try {
      [here] = await Promise.all([chunk(), pageWordsReady()]);
    } catch {
      // Not here yet: the part loads when it renders, as any other.
    }
  };
  return Object.assign(part, { preload });
}

/**
 * A lazy part, and `preload`: its code and the page's words fetched now (say when the browser is
 * idle), so the part renders even once the connection has gone without the service worker.
 */
export type LazyPart<T extends AnyComponent> = LazyExoticComponent<T> & {
  preload: () => Promise<void>;
};

/** Lazy parts whose code is loading (rendered, not yet there). */
const loading = new Set<Promise<unknown>>();

function track<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => loading.delete(load);
  load.then(done, done);
  return load;
}

/**
 * Resolves once no lazy part rendered so far is still loading. Hydration leaves a part's server
 * HTML in place until its code arrives; an update reaching it before then (the kept state being
 * restored) makes React drop that HTML and render the part anew (seen: the header's menus).
 */
export async function lazyPartsSettled(): Promise<void> {
  // A background task runs once the page's other tasks (React's work among them) are done. Not
  // requestIdleCallback where the browser has `scheduler.postTask`: a paused test clock (and
  // any fake timers) holds idle callbacks, and the page would never finish hydrating.
  const scheduler = (
    globalThis as {
      scheduler?: { postTask?: (task: () => void, options: { priority: string }) => unknown };
    }
  ).scheduler;
  const idle = () =>
    new Promise<void>((resolve) => {
      if (scheduler?.postTask) void scheduler.postTask(resolve, { priority: 'background' });
      else if ('requestIdleCallback' in globalThis) requestIdleCallback(() => resolve());
      else setTimeout(resolve, 0);
    });
  // React hydrates the parts left dehydrated in tasks after the first commit (asking for their
  // code then), and again once the code is in: wait until an idle moment finds none loading.
  for (;;) {
    await idle();
    if (loading.size === 0) return;
    await Promise.allSettled([...loading]);
  }
}

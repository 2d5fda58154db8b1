import { lazy } from 'react';
import { pageWordsReady } from '@/i18n/i18n';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves at once when the browser is online, otherwise when the connection comes back. */
export function whenOnline(): Promise<void> {
  if (globalThis.navigator?.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => {
    globalThis.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Loads code that may meet a dropped connection. A failed load waits until the browser is online
 * again, then retries after a growing pause (0.5 s, 1 s, 2 s); the last failure is thrown.
 * Offline, the load simply stays pending: its Suspense fallback shows and nothing breaks.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { retries = 3, pauseMs = 500 }: { retries?: number; pauseMs?: number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await whenOnline();
      await pause(pauseMs * 2 ** attempt);
    }
  }
}

/**
 * `React.lazy` for a part of the page (a sheet, a modal, the footer) whose code loads on demand.
 * A bare `lazy` remembers a failed import for good, so one press while offline would throw to the
 * nearest error boundary and replace the shop with an error page; this one retries once online.
 * The part renders once the page catalog's words are in too (src/i18n/i18n.ts).
 */
export const lazyPart: typeof lazy = (load) =>
  lazy(async () => {
    const [part] = await Promise.all([loadWithRetry(load), loadWithRetry(pageWordsReady)]);
    return part;
  });

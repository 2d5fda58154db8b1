import { useHydrated } from './use-hydrated';

/**
 * The time a render shows (banner windows, the header message's dates, the footer's year). A
 * prerendered page was rendered at build time: while the browser hydrates it, the shop renders at
 * that same time, so the HTML matches; right after, the components using this clock render again
 * at the browser's time (useHydrated). Everywhere else it is the browser's time.
 */
let renderedAt: number | null = null;

/** The time the page's HTML was rendered at (the prerender sets it, and the browser from the page). */
export function setRenderedAt(time: number | null): void {
  renderedAt = time;
}

export function useNow(): Date {
  const hydrated = useHydrated();
  return new Date(!hydrated && renderedAt !== null ? renderedAt : Date.now());
}

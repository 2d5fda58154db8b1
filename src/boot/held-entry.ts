/**
 * The shop's script on a prerendered page, loaded once the page's HTML has painted.
 *
 * A prerendered page is complete without script, and its largest paint is in the HTML. Measured
 * in Lighthouse (scripts/lighthouse.ts), the home page's HTML alone painted at 1.3 s, the
 * floor's figure; with the shop's script in <head> the first frame waited for it in about half of
 * the runs (2.6-3.0 s): Chromium evaluated the script, hydrated and loaded the lazy parts before
 * it drew the frame it had already committed. So the build writes a prerendered page's entry
 * script inert (`pageHtml`, prerender/prerender-pages.ts) and this, run from the inline script
 * in <head>, puts it back once the first contentful paint is reported and the HTML is parsed (the
 * shop reads the page's data block at the end of <body>). Presses meanwhile are held
 * (early-presses.ts). Client-rendered pages keep their script as built: their content is the
 * script's.
 */

/** The type the build gives a prerendered page's entry script, which the browser never runs. */
export const HELD_ENTRY_TYPE = 'text/x-after-first-paint';

/** The longest the script waits for the paint (a page with nothing contentful at the top). */
export const HELD_ENTRY_MAX_WAIT_MS = 3000;

/**
 * The held script tag the build writes for an entry at `src` (`pageHtml`), with the scripts the
 * entry and the page's lazy parts will ask for while it hydrates (prerender/page-styles.ts
 * `partsFor`).
 */
export const heldEntryTag = (src: string, preload: readonly string[] = []): string =>
  `<script type="${HELD_ENTRY_TYPE}" data-src="${src}"${preload.length > 0 ? ` data-preload="${preload.join(' ')}"` : ''}></script>`;

export interface HeldEntryInputs {
  document: Document;
  /** The browser's PerformanceObserver; undefined where there is none. */
  PaintObserver: typeof PerformanceObserver | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
}

export function loadHeldEntryAfterFirstPaint({
  document,
  PaintObserver,
  setTimeout,
}: HeldEntryInputs): void {
  // A tab opened in the background paints nothing until it is shown: nothing to wait for.
  let painted = document.visibilityState === 'hidden';
  let loaded = false;
  let observer: PerformanceObserver | undefined;
  const load = () => {
    if (loaded || !painted || document.readyState === 'loading') return;
    loaded = true;
    observer?.disconnect();
    const held = document.querySelector<HTMLScriptElement>(`script[type="${HELD_ENTRY_TYPE}"]`);
    const src = held?.dataset.src;
    if (!held || !src) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    // The entry first, then the scripts its take-over will ask for, fetched beside it instead of
    // one level after another. The entry is preloaded too: an inserted script starts its fetch
    // after links inserted with it (over HTTP/1.1 the 5 KB entry arrived last of ~70 scripts,
    // 700 ms after the boot chunk it runs).
    const preloads = [src, ...(held.dataset.preload ?? '').split(' ')]
      .filter(Boolean)
      .map((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        return link;
      });
    held.replaceWith(script, ...preloads);
  };
  const paint = () => {
    painted = true;
    load();
  };
  try {
    // A browser without paint timing would only ever reach the time bound: no wait there.
    if (!PaintObserver?.supportedEntryTypes?.includes('paint')) throw new Error('no paint timing');
    observer = new PaintObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) paint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    painted = true;
  }
  setTimeout(paint, HELD_ENTRY_MAX_WAIT_MS);
  document.addEventListener('DOMContentLoaded', load, { once: true });
  load();
}

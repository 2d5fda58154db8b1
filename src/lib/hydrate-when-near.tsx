import { type ReactNode, use } from 'react';

/** How far below (or above) the screen a part starts hydrating: about one phone screen ahead. */
const AHEAD = '800px 0px';

/** One wait per element of the page's HTML (a cache of the DOM's, not visit state). */
const waits = new WeakMap<Element, Promise<void>>();

/** Resolves once `element` comes within `AHEAD` of the screen (a focus scrolls it there too). */
function whenNear(element: Element): Promise<void> {
  let wait = waits.get(element);
  if (!wait) {
    wait = new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
    });
    waits.set(element, wait);
  }
  return wait;
}

/**
 * The attribute on the root element of a part that hydrates late: the prerender links its
 * stylesheets but does not preload its code (scripts/site/page-styles.ts).
 */
export const HYDRATES_NEAR = { 'data-hydrates': 'near' } as const;

/**
 * Leaves a prerendered part of the page as the HTML drew it until it comes near the screen, then
 * hydrates it: its code is neither loaded nor run at boot (the footer on every page). Its root
 * element has the `id` and `HYDRATES_NEAR`. It must be the first child of its own `Suspense`
 * boundary, under a parent that does not render again (a `memo` without props): an update
 * reaching a boundary that is still waiting makes React render it afresh, dropping its HTML. A page rendered in the browser (no such element in the HTML)
 * renders the part at once; so does the prerender (no document).
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (element) use(whenNear(element));
  return children;
}

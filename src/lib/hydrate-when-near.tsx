import { type ReactNode, use, useLayoutEffect } from 'react';
import { handBackTypedText, noteTypedText } from './typed-before-hydration';

/** How far below (or above) the screen a part starts hydrating: about one phone screen ahead. */
const AHEAD = '800px 0px';

/** A part of the HTML waiting to hydrate. */
interface LatePart {
  /** Resolves once the part is needed: near the screen, touched, focused or submitted. */
  near: Promise<void>;
  /** Once hydrated: stops holding submits and gives back the form submitted before, if any. */
  release(): HTMLFormElement | null;
}

/** One per element of the page's HTML (a cache of the DOM's, not visit state). */
const parts = new WeakMap<Element, LatePart>();

function latePart(element: Element): LatePart {
  const known = parts.get(element);
  if (known) return known;
  let resolve = () => {};
  const near = new Promise<void>((done) => {
    resolve = done;
  });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) resolve();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  void near.then(() => observer.disconnect());
  // A touch or a focus asks for it at once; a form sent before it has hydrated would leave the
  // page (the browser's own submit): it is held, and sent again once the shop handles it.
  let held: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    event.preventDefault();
    held = event.target as HTMLFormElement;
    resolve();
  };
  element.addEventListener('pointerdown', resolve, { once: true });
  element.addEventListener('focusin', resolve, { once: true });
  element.addEventListener('submit', hold);
  const part: LatePart = {
    near,
    release() {
      element.removeEventListener('submit', hold);
      const form = held;
      held = null;
      return form;
    },
  };
  parts.set(element, part);
  return part;
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
 * reaching a boundary that is still waiting makes React render it afresh, dropping its HTML.
 * A touch, a focus or a form sent in it hydrates it at once; text typed and a form sent before
 * it hydrated are handed to the shop then. A page rendered in the browser (no such element in
 * the HTML) renders the part at once; so does the prerender (no document).
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (element) use(latePart(element).near);
  return (
    <>
      {children}
      {element && <HeldInputKept element={element} />}
    </>
  );
}

/**
 * Once the part has hydrated: the text typed into its fields before then goes to the shop as
 * typed, then the form sent before then, if any, is sent again.
 */
function HeldInputKept({ element }: { element: HTMLElement }) {
  useLayoutEffect(() => {
    handBackTypedText(noteTypedText(element));
    const form = latePart(element).release();
    if (form?.isConnected) form.requestSubmit();
  }, [element]);
  return null;
}

import {
  type ComponentType,
  memo,
  type NamedExoticComponent,
  type ReactNode,
  Suspense,
  use,
  useLayoutEffect,
} from 'react';
import { handBackTypedText, noteTypedText } from './typed-before-hydration';

/** How far below (or above) the screen a part starts hydrating: about one phone screen ahead. */
const AHEAD = '800px 0px';

/** What a shopper pressed in a part before it hydrated (links are left to the browser). */
const PRESSABLE = 'button, [role="button"], [role="switch"], [role="checkbox"], label';

/** A part of the HTML waiting to hydrate. */
interface LatePart {
  /** Resolves once the part is needed: near the screen, touched, focused, pressed or sent. */
  near: Promise<void>;
  /**
   * Once hydrated: stops holding, and presses again what was pressed before, in order, then
   * sends the form that was sent (by Enter in a form without a button), each if still there.
   */
  release(): void;
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
  // A touch or a focus asks for it at once. A press before it has hydrated would do nothing and
  // a form sent would leave the page (the browser's own submit): both are held, and done again
  // once the shop handles them. So is a press begun before and ended after: react-aria ignores a
  // click whose pointer went down before it was there. The listeners are the document's, in the
  // capture phase: React stops a press on a part it cannot hydrate yet at the page's root.
  const doc = element.ownerDocument;
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const presses: HTMLElement[] = [];
  let sent: HTMLFormElement | null = null;
  let released = false;
  let pointerDown = false;
  const down = (event: Event) => {
    if (!inside(event)) return;
    pointerDown = true;
    resolve();
  };
  const focus = (event: Event) => {
    if (inside(event)) resolve();
  };
  const stopHolding = () => {
    doc.removeEventListener('click', holdPress, { capture: true });
  };
  const holdPress = (event: Event) => {
    if (!inside(event)) return;
    const target = (event.target as Element).closest(PRESSABLE);
    if (!(target instanceof HTMLElement) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pointerDown = false;
    if (!released) {
      presses.push(target);
      resolve();
      return;
    }
    // The press begun before: done again now, as one the shop sees whole.
    stopHolding();
    target.click();
  };
  const holdSubmit = (event: Event) => {
    if (!inside(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    sent = event.target as HTMLFormElement;
    resolve();
  };
  doc.addEventListener('pointerdown', down, { capture: true });
  doc.addEventListener('focusin', focus, { capture: true });
  doc.addEventListener('click', holdPress, { capture: true });
  doc.addEventListener('submit', holdSubmit, { capture: true });
  const part: LatePart = {
    near,
    release() {
      released = true;
      doc.removeEventListener('pointerdown', down, { capture: true });
      doc.removeEventListener('focusin', focus, { capture: true });
      doc.removeEventListener('submit', holdSubmit, { capture: true });
      if (!pointerDown) stopHolding();
      for (const target of presses.splice(0)) if (target.isConnected) target.click();
      const form = sent as HTMLFormElement | null;
      sent = null;
      if (form?.isConnected) form.requestSubmit();
    },
  };
  parts.set(element, part);
  return part;
}

/**
 * The attributes of the root element of a part that hydrates late: its `id`, which
 * HydrateWhenNear finds it by, and `data-hydrates="near"`, with which the prerender links its
 * stylesheets but does not preload its code (prerender/page-styles.ts).
 */
export const hydratesNear = (id: string) => ({ id, 'data-hydrates': 'near' }) as const;

/**
 * Leaves a prerendered part of the page as the HTML drew it until it comes near the screen, then
 * hydrates it: its code is neither loaded nor run at boot (the footer on every page). Its root
 * element carries `hydratesNear(id)`. It must be the first child of its own `Suspense`
 * boundary, under a parent that does not render again (a `memo` without props): an update
 * reaching a boundary that is still waiting makes React render it afresh, dropping its HTML.
 * `hydratedWhenNear` builds that arrangement. A touch, a focus, a press or a form sent in it
 * hydrates it at once; text typed, presses and a form sent before it hydrated are handed to the
 * shop then. A page rendered in the browser (no such element in the HTML) renders the part at
 * once; so does the prerender (no document).
 */
function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
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
 * typed, then what was pressed or sent before then is done again. The part's root is marked
 * `data-hydrated`, as #root is once the page has hydrated: until then a link in it is the
 * browser's (a new page load), not the shop's.
 */
function HeldInputKept({ element }: { element: HTMLElement }) {
  useLayoutEffect(() => {
    handBackTypedText(noteTypedText(element));
    latePart(element).release();
    element.setAttribute('data-hydrated', '');
  }, [element]);
  return null;
}

/**
 * A part without props that hydrates once it comes near the screen (HydrateWhenNear), as a
 * component to render in its place: the part in a `Suspense` boundary of its own, under a `memo`
 * without props, so that the renders of the page around it never reach the boundary while it
 * waits. The part's root element carries `hydratesNear(id)`.
 */
export function hydratedWhenNear(id: string, Part: ComponentType): NamedExoticComponent {
  return memo(function LatePart() {
    return (
      <Suspense fallback={null}>
        <HydrateWhenNear id={id}>
          <Part />
        </HydrateWhenNear>
      </Suspense>
    );
  });
}

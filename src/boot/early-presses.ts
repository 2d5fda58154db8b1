/**
 * Presses on a prerendered page before the shop has taken it over. Until then a press on a
 * button of the HTML does nothing (no script yet), or reaches journeys still waiting for what the
 * browser keeps (an "Add to cart" there would be ignored). So from the first paint (this runs in
 * the inline script in <head>) presses on buttons, radios, switches and labels are held, and
 * pressed again in order once what the browser keeps is restored (`release`,
 * src/app/hydrated-app.tsx): three quick "Add to cart" presses put three products in the cart.
 * Links are left alone: they work without script. Nothing is held on a client-rendered page, nor
 * after the take-over.
 */
const PRESSABLE =
  'button, [role="button"], [role="radio"], [role="switch"], [role="checkbox"], [role="menuitem"], label';
const HELD_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'click',
] as const;

/** The root of a prerendered page the shop has not taken over yet; else null. */
function rootBeforeTakeOver(doc: Document): HTMLElement | null {
  const root = doc.getElementById('root');
  return root?.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated')
    ? root
    : null;
}

export interface EarlyPresses {
  /** Stops holding; presses each held element again, in order, if it is still in the page. */
  release(): void;
}

export function holdEarlyPresses(doc: Document): EarlyPresses {
  const held: Element[] = [];
  const hold = (event: Event) => {
    const root = rootBeforeTakeOver(doc);
    if (!root) return;
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!target || target.closest('a[href]') || !root.contains(target)) return;
    // Not seen by the page's handlers; a touch still scrolls (no preventDefault but on click).
    event.stopImmediatePropagation();
    if (event.type === 'click') {
      event.preventDefault();
      held.push(target);
    }
  };
  for (const type of HELD_EVENTS) doc.addEventListener(type, hold, { capture: true });
  return {
    release() {
      for (const type of HELD_EVENTS) doc.removeEventListener(type, hold, { capture: true });
      for (const target of held.splice(0)) {
        if (target instanceof HTMLElement && target.isConnected) target.click();
      }
    },
  };
}

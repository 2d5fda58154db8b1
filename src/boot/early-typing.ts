/**
 * Words typed into the fields of a prerendered page before the shop has taken it over. React keeps
 * a field's text while it hydrates but not in its state, and the take-over renders the field again
 * from that state: the text was wiped (the header search, a product's comment for the picker). So
 * from the first paint (this runs in the inline script in <head>) the last text of each field is
 * noted, and once the shop has taken the page over (`release`, src/app/hydrated-app.tsx) a field
 * showing other text gets it back as typed: an `input` event, which the page's state follows.
 * Nothing is noted on a client-rendered page, nor after the take-over.
 */
export interface EarlyTyping {
  /** Stops noting; gives each noted field its text back where the page shows another. */
  release(): void;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = ['text', 'search', 'email', 'tel', 'url', 'number'];

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && TEXT_TYPES.includes(target.type));

export function keepEarlyTyping(doc: Document): EarlyTyping {
  const typed = new Map<TextField, string>();
  const note = (event: Event) => {
    const root = doc.getElementById('root');
    if (!root?.hasAttribute('data-prerendered') || root.hasAttribute('data-hydrated')) return;
    if (isTextField(event.target) && root.contains(event.target)) {
      typed.set(event.target, event.target.value);
    }
  };
  doc.addEventListener('input', note, { capture: true });
  return {
    release() {
      doc.removeEventListener('input', note, { capture: true });
      for (const [field, text] of typed) {
        if (!field.isConnected || field.value === text) continue;
        // Typed in the field, as the shopper did; then the focus goes back where it was, so a
        // field's popup (the search's suggestions) does not stay open under another field.
        const focused = doc.activeElement;
        field.focus({ preventScroll: true });
        // Through the prototype's `value` setter: React watches the one it puts on the element, and
        // the event then reads to it as the shopper's change from what it last wrote.
        const own = Object.getPrototypeOf(field) as TextField;
        Object.getOwnPropertyDescriptor(own, 'value')?.set?.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (focused instanceof HTMLElement && focused !== doc.body) {
          focused.focus({ preventScroll: true });
        } else field.blur();
      }
      typed.clear();
    },
  };
}

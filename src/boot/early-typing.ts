/**
 * Words typed into the fields of a prerendered page before the shop has taken it over. React keeps
 * a field's text while it hydrates but not in its state, and the take-over renders the field again
 * from that state: the text was wiped (the header search, a product's comment for the picker). So
 * from the first paint (this runs in the inline script in <head>) the last text of each field is
 * noted, and once the shop has taken the page over (`release`, src/app/hydrated-app.tsx) each
 * field gets it back as typed: an `input` event, which the page's state follows.
 * Nothing is noted on a client-rendered page, nor after the take-over.
 */
import { rootBeforeTakeOver } from './early-presses';

export interface EarlyTyping {
  /** Stops noting; gives each noted field still in the page its text back, as typed. */
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
    const root = rootBeforeTakeOver(doc);
    if (root && isTextField(event.target) && root.contains(event.target)) {
      typed.set(event.target, event.target.value);
    }
  };
  doc.addEventListener('input', note, { capture: true });
  return {
    release() {
      doc.removeEventListener('input', note, { capture: true });
      for (const [field, text] of typed) {
        if (!field.isConnected) continue;
        // React watches a field through a `value` setter it puts on the element: cleared through
        // it, then given the text through the prototype's, the field reads to React as changed
        // by the shopper, whether or not the take-over had already written its state back.
        field.value = '';
        const own = Object.getPrototypeOf(field) as TextField;
        Object.getOwnPropertyDescriptor(own, 'value')?.set?.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
    },
  };
}

/**
 * Text typed into a prerendered page's fields before the shop's script arrived. React hydrates a
 * field without reading its text into state, and the next render of the field writes its empty
 * state over the text: a comment typed before the script would be lost at "Add to cart". So the
 * text is noted as hydration starts (`noteTypedText`) and, once what the browser keeps is
 * restored, each field still in the page gets it again as typed (`handBackTypedText`): an `input`
 * event, which the page's state follows. Nothing listens before the script arrives.
 */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

type TextField = HTMLInputElement | HTMLTextAreaElement;
export type TypedText = ReadonlyMap<TextField, string>;

const isTextField = (field: Element): field is TextField =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type));

/** The fields of the HTML whose text is no longer the HTML's, with that text. */
export function noteTypedText(root: HTMLElement): TypedText {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  return typed;
}

export function handBackTypedText(typed: TypedText): void {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    // React watches a field through a `value` setter on the element: cleared through it, then
    // given the text through the prototype's, the field reads to React as changed by the shopper.
    field.value = '';
    const own = Object.getPrototypeOf(field) as TextField;
    Object.getOwnPropertyDescriptor(own, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

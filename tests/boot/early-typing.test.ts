// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyTyping } from '@/boot/early-typing';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Watches a field as React does: a `value` setter on the element notes what the page wrote, and an
 * `input` event reaches the page's onChange only when the text differs from that.
 */
function watchAsReact(field: Field, heard: string[]) {
  const own = Object.getPrototypeOf(field) as Field;
  const native = Object.getOwnPropertyDescriptor(own, 'value')!;
  let written = native.get!.call(field) as string;
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native.get!.call(field),
    set: (text: string) => {
      written = text;
      native.set!.call(field, text);
    },
  });
  field.addEventListener('input', () => {
    const text = native.get!.call(field) as string;
    if (text === written) return;
    written = text;
    heard.push(`${field.id}=${text}`);
  });
}

/** A page with a search field, a comment and a checkbox; `heard` is what onChange received. */
const page = (prerendered: boolean) => {
  document.body.innerHTML = `<div id="root"${prerendered ? ' data-prerendered=""' : ''}>
    <input id="search" type="search" value=""><textarea id="comment"></textarea>
    <input id="ripe" type="checkbox"></div>`;
  const root = document.getElementById('root')!;
  const heard: string[] = [];
  const field = (id: string) => document.getElementById(id) as Field;
  for (const id of ['search', 'comment']) watchAsReact(field(id), heard);
  /** The shopper types: the browser sets the text (not through the page's setter) and tells. */
  const type = (id: string, text: string) => {
    const own = Object.getPrototypeOf(field(id)) as Field;
    Object.getOwnPropertyDescriptor(own, 'value')!.set!.call(field(id), text);
    field(id).dispatchEvent(new Event('input', { bubbles: true }));
  };
  /** The page renders the field from its state. */
  const render = (id: string, text: string) => {
    field(id).value = text;
  };
  return { root, heard, field, type, render };
};

let typing: ReturnType<typeof keepEarlyTyping> | undefined;
afterEach(() => typing?.release());

describe('words typed before the shop takes the page over', () => {
  it('are given back to a field whose text the take-over wiped, as the shopper’s change', () => {
    const { root, heard, field, type, render } = page(true);
    typing = keepEarlyTyping(document);
    type('search', 'fe');
    type('search', 'fet');
    type('comment', 'A ripe one');
    // The take-over renders the fields again from the page's state, which had no text.
    render('search', '');
    render('comment', '');
    heard.length = 0;
    root.setAttribute('data-hydrated', '');
    typing.release();
    expect(field('search').value).toBe('fet');
    expect(field('comment').value).toBe('A ripe one');
    expect(heard).toEqual(['search=fet', 'comment=A ripe one']);
  });

  it('reach the page’s state where the field still shows them', () => {
    const { root, heard, type } = page(true);
    typing = keepEarlyTyping(document);
    // Typed before hydration; hydrating, React notes the field's text as what it wrote, and the
    // page's state stays empty (a part the take-over does not render again).
    type('comment', 'A ripe one');
    heard.length = 0;
    root.setAttribute('data-hydrated', '');
    typing.release();
    expect(heard).toEqual(['comment=A ripe one']);
  });

  it('are not noted on a client-rendered page, nor after the take-over', () => {
    const client = page(false);
    typing = keepEarlyTyping(document);
    client.type('search', 'milk');
    client.render('search', '');
    client.heard.length = 0;
    typing.release();
    expect(client.field('search').value).toBe('');
    expect(client.heard).toEqual([]);

    const prerendered = page(true);
    typing = keepEarlyTyping(document);
    prerendered.root.setAttribute('data-hydrated', '');
    prerendered.type('search', 'milk');
    prerendered.render('search', '');
    prerendered.heard.length = 0;
    typing.release();
    expect(prerendered.heard).toEqual([]);
  });

  it('give nothing back to a field that has left the page', () => {
    const { root, heard, field, type } = page(true);
    typing = keepEarlyTyping(document);
    type('comment', 'A ripe one');
    const comment = field('comment');
    comment.remove();
    comment.value = '';
    heard.length = 0;
    root.setAttribute('data-hydrated', '');
    typing.release();
    expect(comment.value).toBe('');
    expect(heard).toEqual([]);
  });
});

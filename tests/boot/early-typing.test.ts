// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyTyping } from '@/boot/early-typing';

/** A page with a search field and a comment; `heard` is what the page's handlers received. */
const page = (prerendered: boolean) => {
  document.body.innerHTML = `<div id="root"${prerendered ? ' data-prerendered=""' : ''}>
    <input id="search" type="search" value=""><textarea id="comment"></textarea>
    <input id="ripe" type="checkbox"></div>`;
  const root = document.getElementById('root')!;
  const heard: string[] = [];
  root.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    heard.push(`${field.id}=${field.value}`);
  });
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  /** The shopper types: the browser sets the text and tells the page. */
  const type = (id: string, text: string) => {
    field(id).value = text;
    field(id).dispatchEvent(new Event('input', { bubbles: true }));
  };
  return { root, heard, field, type };
};

let typing: ReturnType<typeof keepEarlyTyping> | undefined;
afterEach(() => typing?.release());

describe('words typed before the shop takes the page over', () => {
  it('are given back to a field whose text the take-over wiped, as an input event', () => {
    const { root, heard, field, type } = page(true);
    typing = keepEarlyTyping(document);
    type('search', 'fe');
    type('search', 'fet');
    type('comment', 'A ripe one');
    // The take-over renders the fields again from the page's state, which had no text.
    field('search').value = '';
    field('comment').value = '';
    heard.length = 0;
    root.setAttribute('data-hydrated', '');
    typing.release();
    expect(field('search').value).toBe('fet');
    expect(field('comment').value).toBe('A ripe one');
    expect(heard).toEqual(['search=fet', 'comment=A ripe one']);
  });

  it('leave a field alone that still shows them', () => {
    const { root, heard, type } = page(true);
    typing = keepEarlyTyping(document);
    type('search', 'feta');
    heard.length = 0;
    root.setAttribute('data-hydrated', '');
    typing.release();
    expect(heard).toEqual([]);
  });

  it('are not noted on a client-rendered page, nor after the take-over', () => {
    const client = page(false);
    typing = keepEarlyTyping(document);
    client.type('search', 'milk');
    client.field('search').value = '';
    client.heard.length = 0;
    typing.release();
    expect(client.field('search').value).toBe('');
    expect(client.heard).toEqual([]);

    const prerendered = page(true);
    typing = keepEarlyTyping(document);
    prerendered.root.setAttribute('data-hydrated', '');
    prerendered.type('search', 'milk');
    prerendered.field('search').value = '';
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

describe('the focus as the words are given back', () => {
  it('is in the field as it gets them, then back where the shopper left it', () => {
    const { root, field, type } = page(true);
    typing = keepEarlyTyping(document);
    type('search', 'fet');
    field('search').value = '';
    field('comment').focus();
    const focusedOnInput: string[] = [];
    root.addEventListener('input', () => focusedOnInput.push(document.activeElement?.id ?? ''));
    root.setAttribute('data-hydrated', '');
    typing.release();
    expect(focusedOnInput).toEqual(['search']);
    expect(document.activeElement).toBe(field('comment'));
  });
});

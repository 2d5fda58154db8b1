// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses } from '@/boot/early-presses';

const page = (prerendered: boolean) => {
  document.body.innerHTML = `<div id="root"${prerendered ? ' data-prerendered=""' : ''}>
    <button id="add">Add to cart</button><button id="other">Save</button><a id="link" href="#x">Offers</a></div>`;
  const root = document.getElementById('root')!;
  const pressed: string[] = [];
  // The page's handlers (React listens on the root).
  root.addEventListener('click', (event) => pressed.push((event.target as Element).id));
  return { root, pressed, button: (id: string) => document.getElementById(id)! };
};

let presses: ReturnType<typeof holdEarlyPresses> | undefined;
afterEach(() => presses?.release());

describe('presses before the shop takes the page over', () => {
  it('are held, and each is pressed again in order once taken over', () => {
    const { root, pressed, button } = page(true);
    presses = holdEarlyPresses(document);
    button('other').click();
    button('add').click();
    button('add').click();
    expect(pressed).toEqual([]);
    root.setAttribute('data-hydrated', '');
    presses.release();
    expect(pressed).toEqual(['other', 'add', 'add']);
    // Released once: nothing is pressed a second time.
    presses.release();
    expect(pressed).toEqual(['other', 'add', 'add']);
  });

  it('leave links alone: they work without script', () => {
    const { pressed, button } = page(true);
    presses = holdEarlyPresses(document);
    button('link').click();
    expect(pressed).toEqual(['link']);
  });

  it('are not held on a client-rendered page, nor after the take-over', () => {
    const client = page(false);
    presses = holdEarlyPresses(document);
    client.button('add').click();
    expect(client.pressed).toEqual(['add']);
    presses.release();

    const prerendered = page(true);
    presses = holdEarlyPresses(document);
    prerendered.root.setAttribute('data-hydrated', '');
    prerendered.button('add').click();
    expect(prerendered.pressed).toEqual(['add']);
  });

  it('press nothing again when the held element has left the page', () => {
    const { pressed, button } = page(true);
    presses = holdEarlyPresses(document);
    const add = button('add');
    add.click();
    add.remove();
    const click = vi.spyOn(add, 'click');
    presses.release();
    expect(click).not.toHaveBeenCalled();
    expect(pressed).toEqual([]);
  });
});

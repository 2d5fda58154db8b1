// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderedAt, useNow } from '@/lib/render-clock';

function Year() {
  return <p>{useNow().getFullYear()}</p>;
}

const built = Date.UTC(2026, 11, 31, 21, 0);
const visited = Date.UTC(2027, 0, 2, 9, 0);

afterEach(() => {
  setRenderedAt(null);
  vi.useRealTimers();
});

describe('the render clock', () => {
  it('hydrates HTML at the time it was rendered, then shows the browser time', async () => {
    vi.useFakeTimers({ now: built, toFake: ['Date'] });
    setRenderedAt(built);
    const html = renderToString(<Year />);
    expect(html).toBe('<p>2026</p>');

    vi.setSystemTime(visited);
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('2027');
  });

  it('is the browser time when nothing was prerendered', () => {
    vi.useFakeTimers({ now: visited, toFake: ['Date'] });
    expect(renderToString(<Year />)).toBe('<p>2027</p>');
  });
});

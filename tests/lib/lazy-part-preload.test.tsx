// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/lib/lazy-part';

afterEach(() => {
  vi.unstubAllGlobals();
});

const offline = () => vi.stubGlobal('navigator', { onLine: false });
const shown = (Part: React.ComponentType) =>
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Part />
    </Suspense>,
  );

describe('a lazy part offline (no service worker)', () => {
  it('preloaded while online, it renders once the connection has gone', async () => {
    const Part = lazyPart(async () => ({ default: () => <p>You are offline.</p> }));
    await Part.preload();
    offline();
    shown(Part);
    expect(await screen.findByText('You are offline.')).toBeTruthy();
  });

  it('not preloaded, it waits for the connection (its fallback stays)', async () => {
    const load = vi.fn(async () => ({ default: () => <p>You are offline.</p> }));
    const Part = lazyPart(load);
    offline();
    shown(Part);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});

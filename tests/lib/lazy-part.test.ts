// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry, whenOnline } from '@/lib/lazy-part';

const setOnline = (online: boolean) => {
  vi.stubGlobal('navigator', { onLine: online });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadWithRetry', () => {
  it('returns the first successful load without retrying', async () => {
    const load = vi.fn(async () => 'code');
    await expect(loadWithRetry(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, does not try before the connection comes back', async () => {
    setOnline(false);
    const load = vi.fn(async () => 'code');
    const result = loadWithRetry(load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    setOnline(true);
    globalThis.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load waits offline, then retries once the connection comes back', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'code';
    });
    const result = loadWithRetry(load, { pauseMs: 1 });
    // The connection drops as the first try fails.
    setOnline(false);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Offline: still pending, no second attempt, nothing thrown.
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    globalThis.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last retry and throws the last error', async () => {
    setOnline(true);
    const load = vi.fn(async () => {
      throw new Error('404 after a deploy');
    });
    await expect(loadWithRetry(load, { retries: 2, pauseMs: 1 })).rejects.toThrow(
      '404 after a deploy',
    );
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('whenOnline', () => {
  it('resolves at once when online', async () => {
    setOnline(true);
    await expect(whenOnline()).resolves.toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, retryableImport } from '@/lib/retryable-import';

const chromiumError = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.example/assets/cart-effects-Ab12.js',
);

describe('retryableImport', () => {
  it('reads the chunk URL a failed import names', () => {
    expect(failedChunkUrl(chromiumError)).toBe('https://shop.example/assets/cart-effects-Ab12.js');
    expect(failedChunkUrl(new Error('something else'))).toBeNull();
    expect(failedChunkUrl('not an error')).toBeNull();
  });

  it('loads once and gives every later call the same module', async () => {
    const module = { v: 1 };
    const load = vi.fn(async () => module);
    const effects = retryableImport(load);
    expect(await effects()).toBe(module);
    expect(await effects()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed fetch, the next call imports the named chunk under a fresh query', async () => {
    const module = { v: 2 };
    const load = vi.fn(async () => {
      throw chromiumError;
    });
    const importAgain = vi.fn(async () => module);
    const effects = retryableImport(load, importAgain);
    await expect(effects()).rejects.toBe(chromiumError);
    expect(await effects()).toBe(module);
    expect(importAgain).toHaveBeenCalledWith(
      'https://shop.example/assets/cart-effects-Ab12.js?try=1',
    );
    // Kept: no third fetch.
    expect(await effects()).toBe(module);
    expect(importAgain).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fresh try that fails too is followed by another fresh query', async () => {
    const load = vi.fn(async () => {
      throw chromiumError;
    });
    const importAgain = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(chromiumError)
      .mockResolvedValueOnce({ v: 3 });
    const effects = retryableImport(load, importAgain);
    await expect(effects()).rejects.toBe(chromiumError);
    await expect(effects()).rejects.toBe(chromiumError);
    expect(await effects()).toEqual({ v: 3 });
    expect(importAgain.mock.calls.map(([url]) => url.split('?')[1])).toEqual(['try=1', 'try=2']);
  });

  it('an error that names no chunk is tried again with the same import', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ v: 4 });
    const importAgain = vi.fn();
    const effects = retryableImport(load, importAgain);
    await expect(effects()).rejects.toThrow('offline');
    expect(await effects()).toEqual({ v: 4 });
    expect(importAgain).not.toHaveBeenCalled();
  });
});

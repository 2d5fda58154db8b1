import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryFailedOnReconnect } from '@/app/retry-on-reconnect';

const fakeRouter = (statuses: string[]) => {
  const invalidate = vi.fn(async () => {});
  const router = { state: { matches: statuses.map((status) => ({ status })) }, invalidate };
  return { router: router as unknown as AnyRouter, invalidate };
};

afterEach(() => onlineManager.setOnline(true));

describe('back online, what failed is asked again', () => {
  it('refetches a query on screen whose refetch failed while its data is still fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const queryFn = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new Error('offline');
      return `footer ${calls}`;
    });
    const observer = new QueryObserver(client, {
      queryKey: ['footer'],
      queryFn,
      staleTime: 60_000,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('footer 1'));
    await observer.refetch();
    expect(observer.getCurrentResult().status).toBe('error');

    const { router } = fakeRouter(['success']);
    const stop = retryFailedOnReconnect(client, router);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('footer 3'));
    expect(observer.getCurrentResult().status).toBe('success');
    stop();
    unsubscribe();
  });

  it('loads a page again when its loader failed, and leaves a loaded page alone', () => {
    const client = new QueryClient();
    const failed = fakeRouter(['success', 'error']);
    const loaded = fakeRouter(['success', 'success']);
    const stops = [
      retryFailedOnReconnect(client, failed.router),
      retryFailedOnReconnect(client, loaded.router),
    ];
    onlineManager.setOnline(false);
    expect(failed.invalidate).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    expect(failed.invalidate).toHaveBeenCalledTimes(1);
    expect(loaded.invalidate).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });
});

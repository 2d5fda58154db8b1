import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchForEffect } from '@/app/queries/fetch-for-effect';

/** A query whose fetch reads its signal (as the API client does) and answers after a pause. */
function configLike() {
  let calls = 0;
  const options = queryOptions({
    queryKey: ['content', 'configuration'],
    queryFn: ({ signal }) =>
      new Promise<{ call: number }>((resolve, reject) => {
        calls += 1;
        const call = calls;
        const timer = setTimeout(() => resolve({ call }), 20);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      }),
  });
  return { options, calls: () => calls };
}

/** A view reads the query, then leaves while it loads (the last observer goes away). */
function viewLeavesMidFetch(
  client: QueryClient,
  options: ReturnType<typeof configLike>['options'],
) {
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => {});
  setTimeout(stop, 5);
}

describe('fetchForEffect: an effect keeps its answer when a view leaves mid-fetch', () => {
  it('plain fetchQuery fails with the view (what it guards against)', async () => {
    const client = new QueryClient();
    const { options } = configLike();
    viewLeavesMidFetch(client, options);
    await expect(client.fetchQuery(options)).rejects.toThrow();
  });

  it('asks again and resolves', async () => {
    const client = new QueryClient();
    const { options, calls } = configLike();
    viewLeavesMidFetch(client, options);
    await expect(fetchForEffect(client, options)).resolves.toEqual({ call: 2 });
    expect(calls()).toBe(2);
  });

  it('a real failure is not asked again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const failing = queryOptions({
      queryKey: ['failing'],
      queryFn: async () => {
        calls += 1;
        throw new Error('500');
      },
    });
    await expect(fetchForEffect(client, failing)).rejects.toThrow('500');
    expect(calls).toBe(1);
  });
});

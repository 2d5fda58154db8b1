import {
  type FetchQueryOptions,
  isCancelledError,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * `fetchQuery` for an effect (a journey's call, a route guard). A query shared with views is
 * cancelled when the last view reading it leaves while it loads (its signal goes to the API
 * client), and every caller then gets a CancelledError, the effect too, although its own caller
 * did not leave: the effect asks again instead of failing (at most `attempts` times).
 */
export async function fetchForEffect<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  attempts = 3,
): Promise<TData> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await queryClient.fetchQuery(options);
    } catch (error) {
      if (!isCancelledError(error) || attempt >= attempts) throw error;
    }
  }
}

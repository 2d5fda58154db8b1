import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';

/** One QueryClient for the shop: fetched-and-shown data (catalogue, content, lists, orders). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // The API client already retries idempotent GETs on network errors; do not multiply.
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
    },
  });

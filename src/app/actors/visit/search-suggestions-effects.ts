import type { SuggestionsRequest } from '@machines/search-suggestions/search-suggestions.types';
import { getSuggestionsEndpoint } from '@/api/contract/catalog';
import { api } from '../../api';

/**
 * The suggestions call. Loaded on first use (dynamic import), so the API client and the zod
 * contract stay out of the bundle of the first paint. The signal aborts the call when the
 * journey moves on (a newer keystroke).
 */
export const fetchSuggestions = (
  { term, collectionTypes, shop }: SuggestionsRequest,
  signal: AbortSignal,
) =>
  api.call(getSuggestionsEndpoint, {
    query: {
      term,
      ...(collectionTypes.length ? { collectionTypes } : {}),
      ...(shop ? { shop } : {}),
    },
    signal,
  });

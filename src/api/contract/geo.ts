import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { lazySchema } from './lazy-schema';

/** One street suggestion of the address autocomplete (restricted to Greece, country `gr`). */
export const streetSuggestionSchema = lazySchema(() =>
  z.object({
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.literal('gr'),
    latitude: z.number(),
    longitude: z.number(),
  }),
);
export type StreetSuggestion = z.infer<typeof streetSuggestionSchema>;

/** Streets matching `q` (accent- and case-insensitive), at most 10; `country` is always `gr`. */
export const getStreetSuggestionsEndpoint = endpoint({
  method: 'GET',
  path: '/v3/geo/streets',
  query: z.object({
    q: z._default(z.string(), ''),
    country: z._default(z.literal('gr'), 'gr'),
  }),
  response: z.array(streetSuggestionSchema),
});

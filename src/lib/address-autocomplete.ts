/**
 * Street autocomplete for the address form (shopping-app.md §5, §9): a provider interface whose
 * results are always restricted to Greece (country `gr`), and the map centre used when an
 * address has no coordinates yet.
 */

/** Default map centre (Athens, Syntagma): shopping-app.md §9. */
export const DEFAULT_MAP_CENTER = { latitude: 37.98381, longitude: 23.727539 } as const;

/** Autocomplete is restricted to this country. */
export const AUTOCOMPLETE_COUNTRY = 'gr';

export interface StreetSuggestion {
  street: string;
  city: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** Where suggestions come from (a map vendor in production, the demo gazetteer here). */
export interface AddressAutocompleteProvider {
  /** Streets in `country` matching `query`; `signal` aborts a stale request. */
  suggest(
    query: string,
    options: { country: string; signal?: AbortSignal },
  ): Promise<StreetSuggestion[]>;
}

/** Minimum typed characters before asking the provider. */
export const AUTOCOMPLETE_MIN_CHARS = 2;

/**
 * Asks the provider with the country fixed to Greece and drops anything outside it, so no
 * provider can offer a foreign street. Short queries ask nothing.
 */
export async function suggestStreets(
  provider: AddressAutocompleteProvider,
  query: string,
  signal?: AbortSignal,
): Promise<StreetSuggestion[]> {
  const q = query.trim();
  if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const found = await provider.suggest(q, {
    country: AUTOCOMPLETE_COUNTRY,
    ...(signal ? { signal } : {}),
  });
  return found.filter((s) => s.country.toLowerCase() === AUTOCOMPLETE_COUNTRY);
}

/**
 * The demo provider: the demo platform's offline gazetteer of Athens streets
 * (`GET /v3/geo/streets?q=&country=gr`). `fetchStreets` is the API call, injected by the app.
 */
export const demoAutocompleteProvider = (
  fetchStreets: (
    query: { q: string; country: 'gr' },
    signal?: AbortSignal,
  ) => Promise<StreetSuggestion[]>,
): AddressAutocompleteProvider => ({
  suggest: (query, { signal }) => fetchStreets({ q: query, country: 'gr' }, signal),
});

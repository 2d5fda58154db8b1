import type { Suggestions } from '@/api/contract/catalog';

export type { Suggestions };

/** Suggestions are asked for only from this many characters (shopping-app.md §5, §9). */
export const SUGGESTION_MIN_LENGTH = 3;
/** How long typing must pause before suggestions are asked for (ms). */
export const SUGGESTION_DEBOUNCE_MS = 500;
/** How many previously searched terms are kept. */
export const RECENT_LIMIT = 5;

/** Where choosing an entry of the suggestions (or submitting) takes the shopper. */
export type SearchTarget =
  | { kind: 'results'; term: string; category?: string | undefined }
  | { kind: 'product'; slug: string }
  | { kind: 'brand'; slug: string };

export interface SearchSuggestionsInput {
  /** Previously searched terms read from storage (newest first); [] when none or refused. */
  recent: string[];
  collectionTypes?: string[] | undefined;
  shop?: string | undefined;
}

export interface SuggestionsRequest {
  term: string;
  collectionTypes: string[];
  shop: string | undefined;
}

export interface SearchSuggestionsContext {
  /** What the shopper typed. */
  term: string;
  /** Params of the suggestions call, refreshed by `syncScope` before each call. */
  collectionTypes: string[];
  shop: string | undefined;
  /** The answer for `term`; null while none is in. */
  suggestions: Suggestions | null;
  recent: string[];
  /** Code the view translates: a submit without text. */
  notice: 'emptyTerm' | null;
}

/** Counts of what an answer lists. */
export const suggestionCount = (s: Suggestions): number =>
  s.catalogProducts.length + s.suggestedProducts.length + s.brands.length + s.categories.length;

/** The stored list of previously searched terms (hand-written parser: read in the header). */
export const recentSearchesParser = {
  safeParse(value: unknown): { success: true; data: string[] } | { success: false } {
    return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '')
      ? { success: true, data: value.slice(0, RECENT_LIMIT) as string[] }
      : { success: false };
  },
};

/** The list after searching `term`: newest first, no duplicates (case-insensitive), bounded. */
export const withRecent = (recent: readonly string[], term: string): string[] => {
  const clean = term.trim();
  if (!clean) return [...recent];
  const key = clean.toLocaleLowerCase();
  return [clean, ...recent.filter((r) => r.toLocaleLowerCase() !== key)].slice(0, RECENT_LIMIT);
};

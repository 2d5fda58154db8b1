import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import { withKeptLater } from '../testing/kept-later';
import { sampleProduct as product } from '../testing/sample-product';
import type { searchSuggestionsMachine } from './search-suggestions.machine';
import type { Suggestions } from './search-suggestions.types';

/** A full answer for "feta": every list has an entry. */
export const sampleSuggestions: Suggestions = {
  catalogProducts: [product('9001', 'Feta PDO 400g'), product('9002', 'Feta in brine 1kg')],
  suggestedProducts: [product('9003', 'Kefalotyri 300g')],
  brands: [{ id: 'b1', name: 'Dodoni', slug: 'dodoni' }],
  categories: [
    {
      term: 'feta',
      category: { id: 'c-dairy', name: 'Dairy', slug: 'c-dairy' },
      previouslySearched: false,
    },
  ],
};
export const emptySuggestions: Suggestions = {
  catalogProducts: [],
  suggestedProducts: [],
  brands: [],
  categories: [],
};

/** Terms the paths type: one too short for suggestions, one long enough. */
export const SHORT_TERM = 'fe';
export const QUERY_TERM = 'feta';
export const RECENT_SAMPLE = ['yogurt', 'olive oil'];

/** An event with its payload, as the model lists it. */
const ev = (event: { type: string; [key: string]: unknown }): EventObject => event;

const labels: Record<string, string> = {
  'search.open': 'focus the search field',
  'search.close': 'press Escape',
  'search.submit': 'submit the search',
  'search.clearRecent': 'clear the previous searches',
  'consent.revoked': 'decline the cookies',
  'xstate.after.debounce.search-suggestions.debouncing': 'typing pauses 500 ms',
  'xstate.error.actor.fetchSuggestions': 'the suggestions call fails',
};

/** Path generation model of the header search suggestions. */
export const searchSuggestionsModel: JourneyModel<typeof searchSuggestionsMachine> = withKeptLater(
  {
    inputs: [
      { name: 'no previous searches', input: { recent: [] } },
      { name: 'previous searches stored', input: { recent: RECENT_SAMPLE } },
    ],
    eventVariants: {
      'search.type': [
        ev({ type: 'search.type', term: QUERY_TERM }),
        ev({ type: 'search.type', term: SHORT_TERM }),
        ev({ type: 'search.type', term: '' }),
      ],
      'search.chooseRecent': [ev({ type: 'search.chooseRecent', term: RECENT_SAMPLE[1] })],
      // Declining all cookies refuses every optional category (what the UI-level paths do).
      'consent.revoked': [ev({ type: 'consent.revoked', categories: ['performance', 'ad', 'ux'] })],
      'search.choose': [
        ev({
          type: 'search.choose',
          target: { kind: 'product', slug: sampleSuggestions.catalogProducts[0]!.slug },
        }),
      ],
      'xstate.done.actor.fetchSuggestions': [
        ev({ type: 'xstate.done.actor.fetchSuggestions', output: sampleSuggestions }),
        ev({ type: 'xstate.done.actor.fetchSuggestions', output: emptySuggestions }),
      ],
      'xstate.error.actor.fetchSuggestions': [
        ev({ type: 'xstate.error.actor.fetchSuggestions', error: new Error('offline') }),
      ],
    },
    describeEvent: (event) => {
      const e = event as EventObject & { term?: string; output?: Suggestions };
      if (e.type === 'search.type') return e.term ? `type "${e.term}"` : 'clear the field';
      if (e.type === 'search.chooseRecent') return `choose previous search "${e.term}"`;
      if (e.type === 'search.choose') return 'choose the first product';
      if (e.type === 'xstate.done.actor.fetchSuggestions')
        return e.output?.catalogProducts.length ? 'suggestions arrive' : 'an empty answer arrives';
      return labels[e.type] ?? e.type;
    },
  },
  null,
);

import { assign, fromPromise, setup } from 'xstate';
import { storageKeys } from '@/lib/storage';
import {
  type SearchSuggestionsContext,
  type SearchSuggestionsInput,
  type SearchTarget,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_LENGTH,
  type Suggestions,
  type SuggestionsRequest,
  suggestionCount,
  withRecent,
} from './search-suggestions.types';

export type SearchSuggestionsEvent =
  /** What this browser keeps (recent searches), read once the page is hydrated. */
  | { type: 'kept.restore'; input: SearchSuggestionsInput }
  | { type: 'search.type'; term: string }
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.submit' }
  | { type: 'search.chooseRecent'; term: string }
  | { type: 'search.choose'; target: SearchTarget }
  | { type: 'search.clearRecent' }
  /** The consent journey refuses these categories now (declined, or saved without them). */
  | { type: 'consent.revoked'; categories: readonly string[] };

function notProvided<TParams = undefined>(name: string) {
  return (_: unknown, _params: TParams): void => {
    throw new Error(`search-suggestions: effect "${name}" not provided`);
  };
}

const isQueryTerm = (term: string) => term.trim().length >= SUGGESTION_MIN_LENGTH;
const typed = ({ event }: { event: SearchSuggestionsEvent }) =>
  event.type === 'search.type' ? event.term : '';

/** Writes the list of previously searched terms as it now is. */
const persist = {
  type: 'persistRecent',
  params: ({ context }: { context: SearchSuggestionsContext }) => ({ recent: context.recent }),
} as const;

export const searchSuggestionsMachine = setup({
  types: {
    input: {} as SearchSuggestionsInput,
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
  },
  actions: {
    /** Stores the previously searched terms (only where the shopper's consent allows). */
    persistRecent: notProvided<{ recent: string[] }>('persistRecent'),
    /** Goes to the results page, a product or a brand. */
    navigateTo: notProvided<{ target: SearchTarget }>('navigateTo'),
    /** Reads the selected service's collection types and shop. Pure by default. */
    syncScope: assign({
      collectionTypes: ({ context }) => context.collectionTypes,
      shop: ({ context }) => context.shop,
    }),
    /** Puts the searched term (a chosen previous term, else the typed one) first in the list. */
    rememberTerm: assign({
      recent: ({ context, event }) =>
        withRecent(
          context.recent,
          event.type === 'search.chooseRecent' ? event.term : context.term,
        ),
    }),
    /** Forgets the previously searched terms held in memory (storage is cleared by consent). */
    forgetRecent: assign({ recent: [] }),
    setTerm: assign({
      term: (args) => typed(args),
      suggestions: null,
      notice: null,
    }),
  },
  actors: {
    /** GET /v3.1/products/search/suggestions with term and collectionTypes. */
    fetchSuggestions: fromPromise<Suggestions, SuggestionsRequest>(() => {
      throw new Error('search-suggestions: actor "fetchSuggestions" not provided');
    }),
  },
  guards: {
    isQueryTerm: (args) => isQueryTerm(typed(args)),
    hasQueryTerm: ({ context }) => isQueryTerm(context.term),
    hasRecent: ({ context }) => context.recent.length > 0,
    hasText: ({ context }) => context.term.trim() !== '',
    /** The refused categories include the one previously searched terms belong to. */
    refusesRecent: ({ event }) =>
      event.type === 'consent.revoked' &&
      event.categories.includes(storageKeys.recentSearches.category),
    isRecentTerm: ({ context, event }) =>
      event.type === 'search.chooseRecent' && context.recent.includes(event.term),
    hasSuggestions: ({ event }) =>
      'output' in event && suggestionCount(event.output as Suggestions) > 0,
  },
  delays: { debounce: SUGGESTION_DEBOUNCE_MS },
}).createMachine({
  id: 'search-suggestions',
  description:
    'Header search: suggestions from 3 characters after a 500 ms pause, previously searched terms below that; submit goes to /search.',
  context: ({ input }) => ({
    term: '',
    collectionTypes: input.collectionTypes ?? [],
    shop: input.shop,
    suggestions: null,
    recent: input.recent,
    notice: null,
  }),
  initial: 'idle',
  on: {
    'search.type': [
      { guard: 'isQueryTerm', target: '.debouncing', reenter: true, actions: 'setTerm' },
      { guard: 'hasRecent', target: '.recent', actions: 'setTerm' },
      { target: '.idle', actions: 'setTerm' },
    ],
    'search.submit': [
      {
        guard: 'hasText',
        target: '.idle',
        actions: [
          'rememberTerm',
          persist,
          {
            type: 'navigateTo',
            params: ({ context }) => ({
              target: { kind: 'results', term: context.term.trim() } as SearchTarget,
            }),
          },
        ],
      },
      { actions: assign({ notice: 'emptyTerm' }) },
    ],
  },
  states: {
    idle: {
      description: 'The suggestions popup is closed.',
      on: {
        'kept.restore': {
          description:
            'The recent searches this browser keeps, read once a prerendered page is hydrated.',
          actions: assign({ recent: ({ event }) => event.input.recent }),
        },
        'search.open': [
          { guard: 'hasQueryTerm', target: 'loading' },
          { guard: 'hasRecent', target: 'recent' },
        ],
        // Consent is decided elsewhere (banner, /cookies), so the popup is closed by then.
        'consent.revoked': { guard: 'refusesRecent', actions: 'forgetRecent' },
      },
    },
    recent: {
      description: 'Fewer than 3 characters: the popup lists the previously searched terms.',
      tags: ['open'],
      on: {
        'search.close': 'idle',
        'search.chooseRecent': {
          guard: 'isRecentTerm',
          target: 'idle',
          actions: [
            'rememberTerm',
            persist,
            assign({ term: ({ event }) => event.term }),
            {
              type: 'navigateTo',
              params: ({ event }) => ({
                target: { kind: 'results', term: event.term } as SearchTarget,
              }),
            },
          ],
        },
        'consent.revoked': { guard: 'refusesRecent', target: 'idle', actions: 'forgetRecent' },
        'search.clearRecent': {
          target: 'idle',
          actions: [assign({ recent: [] }), { type: 'persistRecent', params: { recent: [] } }],
        },
      },
    },
    debouncing: {
      description: 'Waits for typing to pause 500 ms; each keystroke starts the wait again.',
      tags: ['open', 'pending'],
      after: { debounce: 'loading' },
      on: { 'search.close': 'idle' },
    },
    loading: {
      description:
        'Asks for suggestions; typing again leaves this state, which cancels the call, so a stale answer is never shown.',
      tags: ['open', 'pending'],
      entry: 'syncScope',
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({
          term: context.term.trim(),
          collectionTypes: context.collectionTypes,
          shop: context.shop,
        }),
        onDone: [
          {
            guard: 'hasSuggestions',
            target: 'showing',
            actions: assign({ suggestions: ({ event }) => event.output }),
          },
          { target: 'nothingFound', actions: assign({ suggestions: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
      on: { 'search.close': 'idle' },
    },
    showing: {
      description: 'Lists products, suggested products, brands and categories for the term.',
      tags: ['open', 'answered'],
      on: {
        'search.close': 'idle',
        'search.choose': {
          target: 'idle',
          actions: [
            'rememberTerm',
            persist,
            { type: 'navigateTo', params: ({ event }) => ({ target: event.target }) },
          ],
        },
      },
    },
    nothingFound: {
      description: 'The answer lists nothing: the popup says so; Enter still searches.',
      tags: ['open', 'answered'],
      on: { 'search.close': 'idle' },
    },
    failed: {
      description: 'The suggestions call failed: the popup says so; Enter still searches.',
      tags: ['open'],
      on: { 'search.close': 'idle' },
    },
  },
});

import type { consentMachine } from '@machines/consent/consent.machine';
import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine';
import {
  recentSearchesParser,
  type SearchTarget,
  type Suggestions,
  type SuggestionsRequest,
} from '@machines/search-suggestions/search-suggestions.types';
import type { Systems } from '@machines/visit/visit.types';
import { type ActorRefFrom, assign, fromPromise } from 'xstate';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import type { VisitDeps } from './visit-deps';

/** The header search suggestions journey (consent's refusals reach it through the visit). */
const storage = () => globalThis.localStorage;

const fetchSuggestions = fromPromise<Suggestions, SuggestionsRequest>(async ({ input, signal }) =>
  (await import('./search-suggestions-effects')).fetchSuggestions(input, signal),
);

/** Previously searched terms are kept only with the "ux" consent (storage.ts registers them so). */
const allowsRecent = (consent: ActorRefFrom<typeof consentMachine> | undefined) =>
  consent?.getSnapshot().context.choices.ux ?? false;

export const searchSuggestionsLogic = ({ navigate }: VisitDeps) =>
  searchSuggestionsMachine.provide({
    actors: { fetchSuggestions },
    actions: {
      persistRecent: ({ system }, { recent }) => {
        if (recent.length === 0) removeStored(storage(), 'recentSearches');
        else if (allowsRecent(system.get('consent'))) {
          writeStored(storage(), 'recentSearches', recent);
        }
      },
      navigateTo: (_, { target }) => navigate(routeOf(target)),
      syncScope: assign(({ system }) => {
        const selection = system.get('selection') as Systems['selection'] | undefined;
        const { collectionType, selectedShop } = selection?.getSnapshot().context ?? {};
        return {
          collectionTypes: collectionType ? [collectionType] : [],
          shop: selectedShop?._id,
        };
      }),
    },
  });

export const searchSuggestionsStart = () => ({
  recent: readStored(storage(), 'recentSearches', recentSearchesParser) ?? [],
});

/** The router location of a search target. */
function routeOf(target: SearchTarget) {
  switch (target.kind) {
    case 'results':
      return {
        to: '/search',
        search: { product: target.term, ...(target.category ? { category: target.category } : {}) },
      } as const;
    case 'product':
      return { to: '/products/$', params: { _splat: target.slug } } as const;
    case 'brand':
      return { to: '/brand/$brandName', params: { brandName: target.slug } } as const;
  }
}

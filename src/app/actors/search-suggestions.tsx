import type { consentMachine } from '@machines/consent/consent.machine';
import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine';
import {
  recentSearchesParser,
  type SearchTarget,
  type Suggestions,
  type SuggestionsRequest,
} from '@machines/search-suggestions/search-suggestions.types';
import { useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import { type ActorRefFrom, assign, fromCallback, fromPromise } from 'xstate';
import { readStored, writeStored } from '@/lib/storage';
import { useOnce } from '@/lib/use-once';
import { ConsentActor } from './consent';
import { SelectionActor } from './selection';

/** The header search suggestions journey. */
export const SearchSuggestionsActor = createActorContext(searchSuggestionsMachine);

const storage = () => globalThis.localStorage;

const fetchSuggestions = fromPromise<Suggestions, SuggestionsRequest>(async ({ input, signal }) =>
  (await import('./search-suggestions-effects')).fetchSuggestions(input, signal),
);

/** Previously searched terms are kept only with the "ux" consent (storage.ts registers them so). */
const allowsRecent = (consent: ActorRefFrom<typeof consentMachine>) =>
  consent.getSnapshot().context.choices.ux;

export function SearchSuggestionsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const consent = ConsentActor.useActorRef();
  const selection = SelectionActor.useActorRef();
  const logic = useOnce(() =>
    searchSuggestionsMachine.provide({
      actors: {
        fetchSuggestions,
        // What the consent journey refuses reaches this journey as an event (it forgets the
        // previously searched terms it holds when "ux" is refused).
        watchConsent: fromCallback(({ sendBack }) => {
          const subscription = consent.on('consent.revoked', sendBack);
          return () => subscription.unsubscribe();
        }),
      },
      actions: {
        persistRecent: (_, { recent }) => {
          if (recent.length === 0) storage().removeItem('recentSearches');
          else if (allowsRecent(consent)) writeStored(storage(), 'recentSearches', recent);
        },
        navigateTo: (_, { target }) => {
          void navigateRef.current(routeOf(target));
        },
        syncScope: assign(() => {
          const { collectionType, selectedShop } = selection.getSnapshot().context;
          return {
            collectionTypes: collectionType ? [collectionType] : [],
            shop: selectedShop?._id,
          };
        }),
      },
    }),
  );
  const recent = readStored(storage(), 'recentSearches', recentSearchesParser) ?? [];
  return (
    <SearchSuggestionsActor.Provider logic={logic} options={{ input: { recent } }}>
      {children}
    </SearchSuggestionsActor.Provider>
  );
}

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

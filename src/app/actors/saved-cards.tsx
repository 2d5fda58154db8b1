import { savedCardsMachine } from '@machines/saved-cards/saved-cards.machine';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { deleteSavedCardEndpoint, getSavedCardsEndpoint } from '@/api/contract/user';
import { useOnce } from '@/lib/use-once';
import { api } from '../api';
import { appInspector } from '../inspect';

/** The saved-cards journey of /user/cards (lives as long as the page). */
export const SavedCardsActor = createActorContext(savedCardsMachine);

export function SavedCardsProvider({ children }: { children: ReactNode }) {
  const logic = useOnce(() =>
    savedCardsMachine.provide({
      actors: {
        loadCards: fromPromise(
          async ({ signal }) => (await api.call(getSavedCardsEndpoint, { signal })).cards,
        ),
        removeCard: fromPromise(async ({ input }) => {
          await api.call(deleteSavedCardEndpoint, { params: { cardId: input.cardId } });
        }),
      },
    }),
  );
  return (
    <SavedCardsActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </SavedCardsActor.Provider>
  );
}

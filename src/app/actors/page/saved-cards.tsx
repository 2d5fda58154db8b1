import { savedCardsMachine } from '@machines/saved-cards/saved-cards.machine';
import { fromPromise } from 'xstate';
import { deleteSavedCardEndpoint, getSavedCardsEndpoint } from '@/api/contract/user';
import { api } from '../../api';
import { pageJourney } from './page-journey';

/** The saved-cards journey of /user/cards (lives as long as the page). */
export const { Actor: SavedCardsActor, Provider: SavedCardsProvider } = pageJourney(
  savedCardsMachine,
).hosted({
  useEffects: () => () => ({
    actors: {
      loadCards: fromPromise(
        async ({ signal }) => (await api.call(getSavedCardsEndpoint, { signal })).cards,
      ),
      removeCard: fromPromise(async ({ input }) => {
        await api.call(deleteSavedCardEndpoint, { params: { cardId: input.cardId } });
      }),
    },
  }),
});

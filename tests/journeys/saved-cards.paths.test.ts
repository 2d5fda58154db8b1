import { savedCardsMachine } from '@machines/saved-cards/saved-cards.machine';
import { sampleCards, savedCardsModel } from '@machines/saved-cards/saved-cards.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'saved cards',
  machine: savedCardsMachine,
  model: savedCardsModel,
  bounds: [4, 20],
  fake: () => ({
    effects: {},
    machine: savedCardsMachine.provide({
      actors: { loadCards: pending(), removeCard: pending() },
    }),
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { cards, pending: card, notice } = s.context;
    if (s.matches('loading')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('loadFailed')) {
      expect(cards).toEqual([]);
    } else if (s.matches('ready')) {
      expect(card).toBeNull();
      expect(s.hasTag('confirm')).toBe(false);
    } else if (s.matches('confirming') || s.matches('removing')) {
      // The dialog names a card that is still listed.
      expect(cards.some((c: { _id: string }) => c._id === card?._id)).toBe(true);
      expect(notice).toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const { cards, notice } = actor.getSnapshot().context;
    if (event.type === 'xstate.done.actor.removeCard') {
      // Only the confirmed card goes; the other stays.
      expect(cards.map((c: { _id: string }) => c._id)).toEqual(['card-demo-mastercard']);
      expect(notice).toBe('removed');
    }
    if (event.type === 'xstate.error.actor.removeCard') {
      expect(cards).toHaveLength(sampleCards.length);
      expect(notice).toBe('removeFailed');
    }
    if (event.type === 'remove.cancel') expect(cards).toHaveLength(sampleCards.length);
  },
});

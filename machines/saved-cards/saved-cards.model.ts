import type { EventObject } from 'xstate';
import type { SavedCard } from '@/api/contract/user';
import { DEMO_CARDS } from '@/mocks/seed/cards';
import type { JourneyModel } from '../testing/journey-paths';
import type { savedCardsMachine } from './saved-cards.machine';

/** The demo customer's saved cards: the very ones the demo platform seeds (the UI paths see them). */
export const sampleCards: SavedCard[] = DEMO_CARDS;

const labels: Record<string, string> = {
  'cards.retry': 'retry loading',
  'remove.cancel': 'keep the card',
  'remove.confirm': 'confirm the removal',
  'notice.dismiss': 'dismiss the message',
  'xstate.error.actor.loadCards': 'the cards fail to load',
  'xstate.done.actor.removeCard': 'the card is removed (204)',
  'xstate.error.actor.removeCard': 'the removal fails',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the saved-cards journey. */
export const savedCardsModel: JourneyModel<typeof savedCardsMachine> = {
  inputs: [{ name: 'cards page opened', input: undefined as never }],
  eventVariants: ev({
    'xstate.done.actor.loadCards': [
      { type: 'xstate.done.actor.loadCards', output: sampleCards },
      { type: 'xstate.done.actor.loadCards', output: [] },
    ],
    'xstate.error.actor.loadCards': [
      { type: 'xstate.error.actor.loadCards', error: new Error('offline') },
    ],
    'card.remove': [{ type: 'card.remove', cardId: 'card-demo-visa' }],
    'xstate.error.actor.removeCard': [
      { type: 'xstate.error.actor.removeCard', error: new Error('offline') },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { cardId?: string; output?: SavedCard[] };
    if (e.type === 'card.remove') return `remove ${e.cardId}`;
    if (e.type === 'xstate.done.actor.loadCards')
      return e.output?.length ? 'two cards load' : 'no saved cards';
    return labels[e.type] ?? e.type;
  },
};

import { assign, fromPromise, setup } from 'xstate';
import type { SavedCard } from '@/api/contract/user';

/** What the page tells the customer after a removal (views translate the codes). */
export type SavedCardsNotice = 'removed' | 'removeFailed';

export interface SavedCardsContext {
  cards: SavedCard[];
  /** The card the customer asked to remove (confirming, then removing). */
  pending: SavedCard | null;
  notice: SavedCardsNotice | null;
}

export type SavedCardsEvent =
  | { type: 'cards.retry' }
  | { type: 'card.remove'; cardId: string }
  | { type: 'remove.cancel' }
  | { type: 'remove.confirm' }
  | { type: 'notice.dismiss' };

const notProvided = (name: string) => () => {
  throw new Error(`saved-cards: actor "${name}" not provided`);
};

export const savedCardsMachine = setup({
  types: {
    context: {} as SavedCardsContext,
    events: {} as SavedCardsEvent,
  },
  actors: {
    /** GET /v3/users/me/cards. */
    loadCards: fromPromise<SavedCard[]>(notProvided('loadCards')),
    /** DELETE /v3/users/me/cards/{cardId} (204). */
    removeCard: fromPromise<void, { cardId: string }>(notProvided('removeCard')),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === 'card.remove' && context.cards.some((card) => card._id === event.cardId),
    hasNotice: ({ context }) => context.notice !== null,
  },
}).createMachine({
  id: 'savedCards',
  description:
    '/user/cards: the cards saved with the payment provider; removing one asks first and keeps the list when the platform refuses.',
  context: { cards: [], pending: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'ready', actions: assign({ cards: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The cards could not be loaded; the customer can retry.',
      on: { 'cards.retry': 'loading' },
    },
    ready: {
      description: 'The list (or "no saved cards"), with the message of the last removal.',
      on: {
        'card.remove': {
          guard: 'isListed',
          target: 'confirming',
          actions: assign({
            pending: ({ context, event }) =>
              context.cards.find((card) => card._id === event.cardId) ?? null,
            notice: null,
          }),
        },
        'notice.dismiss': { guard: 'hasNotice', actions: assign({ notice: null }) },
      },
    },
    confirming: {
      description: 'The confirm dialog names the card; keeping it changes nothing.',
      tags: ['confirm'],
      on: {
        'remove.cancel': { target: 'ready', actions: assign({ pending: null }) },
        'remove.confirm': 'removing',
      },
    },
    removing: {
      tags: ['busy', 'confirm'],
      invoke: {
        id: 'removeCard',
        src: 'removeCard',
        input: ({ context }) => ({ cardId: context.pending!._id }),
        onDone: {
          target: 'ready',
          actions: assign({
            cards: ({ context }) =>
              context.cards.filter((card) => card._id !== context.pending?._id),
            pending: null,
            notice: 'removed',
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ pending: null, notice: 'removeFailed' }),
        },
      },
    },
  },
});

import type { SnapshotFrom } from 'xstate';
import type { savedCardsMachine } from './saved-cards.machine';

type Snapshot = SnapshotFrom<typeof savedCardsMachine>;

export const savedCards = (s: Snapshot) => s.context.cards;
export const pendingCard = (s: Snapshot) => s.context.pending;
export const cardsNotice = (s: Snapshot) => s.context.notice;
export const isLoading = (s: Snapshot) => s.matches('loading');
export const isLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const isConfirmOpen = (s: Snapshot) => s.hasTag('confirm');
export const isRemoving = (s: Snapshot) => s.matches('removing');

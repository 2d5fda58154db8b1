import type { SnapshotFrom } from 'xstate';
import type { searchSuggestionsMachine } from './search-suggestions.machine';

type Snapshot = SnapshotFrom<typeof searchSuggestionsMachine>;

/** The popup under the search field is open. */
export const isPopupOpen = (s: Snapshot) => s.hasTag('open');
/** Waiting for typing to pause or for the answer. */
export const isPending = (s: Snapshot) => s.hasTag('pending');
export const searchTerm = (s: Snapshot) => s.context.term;
/** The answer for the current term, when one is in and lists something. */
export const currentSuggestions = (s: Snapshot) =>
  s.hasTag('answered') ? s.context.suggestions : null;
/** The previously searched terms, listed while fewer than 3 characters are typed. */
export const recentTerms = (s: Snapshot) => (s.matches('recent') ? s.context.recent : null);
export const isNothingFound = (s: Snapshot) => s.matches('nothingFound');
export const hasFailed = (s: Snapshot) => s.matches('failed');
/** Code of the hint under the field ('emptyTerm': submit without text). */
export const searchNotice = (s: Snapshot) => s.context.notice;
/** An answer for the current term is in (with or without entries). */
export const isAnswered = (s: Snapshot) => s.hasTag('answered');

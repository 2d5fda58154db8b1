import type { SnapshotFrom } from 'xstate';
import type { listSearchMachine } from './list-search.machine';

type Snapshot = SnapshotFrom<typeof listSearchMachine>;

export const listText = (s: Snapshot) => s.context.text;
export const listProblem = (s: Snapshot) => s.context.problem;
export const isEditingList = (s: Snapshot) => s.matches('editing');
export const isSearchingList = (s: Snapshot) => s.matches('searching');
export const listRows = (s: Snapshot) => s.context.rows;
export const droppedItems = (s: Snapshot) => s.context.dropped;
export const showsResults = (s: Snapshot) => s.matches('results');
/** Rows can be changed: not while one is edited, nor once the list went into the cart. */
export const rowsChangeable = (s: Snapshot) => s.matches({ results: 'reviewing' });
export const rowEditing = (s: Snapshot) =>
  s.matches({ results: 'rowEditing' }) || s.matches({ results: 'rowSearching' })
    ? s.context.editing
    : null;
/** Another shop or service was chosen: the rows in view are being searched again for it. */
export const isRefreshingRows = (s: Snapshot) => s.matches({ results: 'refreshing' });
export const isRowSearching = (s: Snapshot) => s.matches({ results: 'rowSearching' });
export const addOutcome = (s: Snapshot) => s.context.outcome;
export const mayAddAll = (s: Snapshot) => s.can({ type: 'list.addAll' });
export const maySaveList = (s: Snapshot) => s.can({ type: 'list.save', label: 'x' });
const anyChosen = (s: Snapshot) => s.context.rows.some((row) => row.chosen !== null);
/**
 * The buttons shown, waiting (aria-disabled) while the rows are searched again for another shop:
 * they keep their place and the focus a closed form gives back to them.
 */
export const offersAddAll = (s: Snapshot) =>
  mayAddAll(s) || (isRefreshingRows(s) && s.context.outcome === null && anyChosen(s));
export const offersSaveList = (s: Snapshot) =>
  maySaveList(s) || (isRefreshingRows(s) && s.context.saved === null && anyChosen(s));
/** Rows offer their own buttons: changeable, or waiting for the rows searched again. */
export const offersRowButtons = (s: Snapshot) => rowsChangeable(s) || isRefreshingRows(s);
export const saveForm = (s: Snapshot) =>
  s.matches({ results: 'naming' }) || s.matches({ results: 'saving' }) ? s.context.save : null;
export const isSavingList = (s: Snapshot) => s.matches({ results: 'saving' });
export const savedList = (s: Snapshot) => s.context.saved;

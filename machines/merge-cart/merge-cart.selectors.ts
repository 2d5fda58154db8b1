import type { SnapshotFrom } from 'xstate';
import type { mergeCartMachine } from './merge-cart.machine';

type Snapshot = SnapshotFrom<typeof mergeCartMachine>;

export const isMergeModalOpen = (s: Snapshot) => s.hasTag('modal');
export const isMerging = (s: Snapshot) => s.hasTag('busy');
export const addedLines = (s: Snapshot) => s.context.added;
/** The saved cart could not be read after login. */
export const hasMergeFailed = (s: Snapshot) => s.hasTag('failed');

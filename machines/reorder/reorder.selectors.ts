import type { SnapshotFrom } from 'xstate';
import type { reorderMachine } from './reorder.machine';

type Snapshot = SnapshotFrom<typeof reorderMachine>;

export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const hasResult = (s: Snapshot) => s.hasTag('result');
export const hasFailed = (s: Snapshot) => s.hasTag('error');
export const isClosed = (s: Snapshot) => s.status === 'done';
export const added = (s: Snapshot) => s.context.added;
export const skipped = (s: Snapshot) => s.context.skipped;
export const orderNumber = (s: Snapshot) => s.context.orderNumber;

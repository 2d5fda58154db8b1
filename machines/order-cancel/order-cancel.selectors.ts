import type { SnapshotFrom } from 'xstate';
import type { orderCancelMachine } from './order-cancel.machine';

type Snapshot = SnapshotFrom<typeof orderCancelMachine>;

export const isConfirming = (s: Snapshot) => s.matches('confirming') || s.matches('cancelling');
export const isCancelling = (s: Snapshot) => s.matches('cancelling');
export const isCancelled = (s: Snapshot) => s.matches('cancelled');
export const cancelFailure = (s: Snapshot) => s.context.failure;

import type { SnapshotFrom } from 'xstate';
import type { listAdditionMachine } from './list-addition.machine';

type Snapshot = SnapshotFrom<typeof listAdditionMachine>;

export const isLoginModalOpen = (s: Snapshot) => s.hasTag('loginModal');
export const isSheetOpen = (s: Snapshot) => s.hasTag('sheet');
export const isClosed = (s: Snapshot) => s.status === 'done';
export const isLoading = (s: Snapshot) => s.matches('loading');
export const hasLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const choices = (s: Snapshot) => s.context.lists;
export const productName = (s: Snapshot) => s.context.product.name;
export const pendingId = (s: Snapshot) => s.context.pendingId;
export const confirmation = (s: Snapshot) => s.context.confirmation;
export const hasFailed = (s: Snapshot) => s.context.failed;

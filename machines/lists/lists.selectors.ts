import type { SnapshotFrom } from 'xstate';
import type { listsMachine } from './lists.machine';

type Snapshot = SnapshotFrom<typeof listsMachine>;

export const lists = (s: Snapshot) => s.context.lists;
export const isLoading = (s: Snapshot) => s.matches('loading');
export const hasLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const isNameDialogOpen = (s: Snapshot) => s.matches('naming') || s.matches('saving');
export const isRenaming = (s: Snapshot) => s.context.targetId !== null;
export const isSaving = (s: Snapshot) => s.matches('saving');
export const nameValue = (s: Snapshot) => s.context.name;
export const nameError = (s: Snapshot) => s.context.nameError;
export const isConfirmingDelete = (s: Snapshot) =>
  s.matches('confirmingDelete') || s.matches('deleting');
export const isDeleting = (s: Snapshot) => s.matches('deleting');
export const targetLabel = (s: Snapshot) =>
  s.context.lists.find((l) => l._id === s.context.targetId)?.label ?? '';
export const notice = (s: Snapshot) => s.context.notice;

import type { SnapshotFrom } from 'xstate';
import type { avatarMachine } from './avatar.machine';

type Snapshot = SnapshotFrom<typeof avatarMachine>;

export const avatarURL = (s: Snapshot) => s.context.avatarURL;
/** A step is running: the picker and delete wait. */
export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const avatarProblem = (s: Snapshot) => s.context.problem;
export const avatarToast = (s: Snapshot) => s.context.toast;
export const canDelete = (s: Snapshot) => s.can({ type: 'avatar.delete' });

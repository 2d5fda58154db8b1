import type { SnapshotFrom } from 'xstate';
import type { logoutMachine } from './logout.machine';

type Snapshot = SnapshotFrom<typeof logoutMachine>;

/** The confirm modal is open (also while the logout is sent). */
export const isConfirmOpen = (s: Snapshot) => s.hasTag('modal');
/** The logout is being sent: the confirm button ignores a second press. */
export const isSigningOut = (s: Snapshot) => s.hasTag('busy');

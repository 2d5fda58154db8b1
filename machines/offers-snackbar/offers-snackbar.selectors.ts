import type { SnapshotFrom } from 'xstate';
import type { offersSnackbarMachine } from './offers-snackbar.machine';

type Snapshot = SnapshotFrom<typeof offersSnackbarMachine>;

export const isSnackbarVisible = (snapshot: Snapshot): boolean => snapshot.hasTag('visible');

import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine';

type Snapshot = SnapshotFrom<typeof consentMachine>;

/** The banner asks only while nothing is decided. */
export const isBannerOpen = (s: Snapshot) => s.hasTag('banner');
/** The categories as the settings page shows them (the draft being edited). */
export const draftChoices = (s: Snapshot) => s.context.draft;
/** Unsaved edits on the settings page. */
export const hasUnsavedChanges = (s: Snapshot) => s.hasTag('settings');
/** A decision is stored. */
export const isDecided = (s: Snapshot) => s.context.decided;
/** "Save my choices" applies: nothing decided yet, or edits are pending. */
export const canSaveSelection = (s: Snapshot) => s.can({ type: 'consent.acceptSelected' });

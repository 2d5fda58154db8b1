import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine';
import { sameChoices } from './consent.types';

type Snapshot = SnapshotFrom<typeof consentMachine>;

/** The banner asks only while nothing is decided. */
export const isBannerOpen = (s: Snapshot) => s.hasTag('banner');
/** The categories as the settings page shows them (the draft being edited). */
export const draftChoices = (s: Snapshot) => s.context.draft;
/**
 * Unsaved edits on the settings page: the draft differs from the decision in force (opening the
 * settings, or switching a category back, leaves nothing unsaved).
 */
export const hasUnsavedChanges = (s: Snapshot) =>
  s.hasTag('settings') && !sameChoices(s.context.draft, s.context.choices);
/** A decision is stored. */
export const isDecided = (s: Snapshot) => s.context.decided;
/** "Save my choices" applies: nothing decided yet, or edits are pending. */
export const canSaveSelection = (s: Snapshot) => s.can({ type: 'consent.acceptSelected' });

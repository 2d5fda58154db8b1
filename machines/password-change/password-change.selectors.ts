import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine';
import type { PasswordField } from './password-change.types';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const fieldValue = (field: PasswordField) => (s: Snapshot) => s.context[field];
export const fieldErrors = (s: Snapshot) => s.context.errors;
export const changeFailure = (s: Snapshot) => s.context.failure;
export const isSaving = (s: Snapshot) => s.hasTag('busy');
export const isChanged = (s: Snapshot) => s.matches('changed');
/** Changes each time errors are shown: the form focuses the first field that needs attention. */
export const refusals = (s: Snapshot) => s.context.refusals;

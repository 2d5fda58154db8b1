import type { SnapshotFrom } from 'xstate';
import type { guestAddressMachine } from './guest-address.machine';
import type { GuestField } from './guest-address.types';

type Snapshot = SnapshotFrom<typeof guestAddressMachine>;

export const fieldValue = (field: GuestField) => (s: Snapshot) => s.context.values[field];
/** The error code of one field after a submit, or undefined. */
export const fieldError = (field: GuestField) => (s: Snapshot) => s.context.errors[field];
export const isSubmitting = (s: Snapshot) => s.hasTag('busy');
export const isUnsupported = (s: Snapshot) => s.matches('unsupported');
/** The platform could not be reached on the last submit. */
export const hasSubmitFailed = (s: Snapshot) => s.context.failed;

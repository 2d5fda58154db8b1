import type { SnapshotFrom } from 'xstate';
import type { newsletterMachine } from './newsletter.machine';

type Snapshot = SnapshotFrom<typeof newsletterMachine>;

export const newsletterEmail = (s: Snapshot) => s.context.email;
export const newsletterError = (s: Snapshot) => s.context.error;
export const isSubmitting = (s: Snapshot) => s.hasTag('busy');
export const isConfirmationOpen = (s: Snapshot) => s.hasTag('confirmation');
export const hasFailed = (s: Snapshot) => s.hasTag('failed');

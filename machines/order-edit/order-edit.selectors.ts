import type { SnapshotFrom } from 'xstate';
import type { orderEditMachine } from './order-edit.machine';
import { blockingProblem } from './order-edit.types';

type Snapshot = SnapshotFrom<typeof orderEditMachine>;

export const isEditing = (s: Snapshot) =>
  s.matches('editing') || s.matches('confirmingDiscard') || s.matches('saving');
export const isConfirmingDiscard = (s: Snapshot) => s.matches('confirmingDiscard');
export const isSaving = (s: Snapshot) => s.matches('saving');
export const isPricing = (s: Snapshot) => s.matches({ editing: 'pricing' });
export const hasPricingFailed = (s: Snapshot) => s.matches({ editing: 'pricingFailed' });
export const isEmpty = (s: Snapshot) => s.matches({ editing: 'empty' });
export const editLines = (s: Snapshot) => s.context.lines;
export const pricedEdit = (s: Snapshot) => s.context.priced;
export const editFailure = (s: Snapshot) => s.context.failure;
export const problem = (s: Snapshot) => blockingProblem(s.context.priced);
export const canSave = (s: Snapshot) => s.can({ type: 'edit.save' });
/** The order was just saved: the page shows what the platform answered. */
export const savedOrder = (s: Snapshot) => (s.matches('viewing') ? s.context.saved : null);
export const isLocked = (s: Snapshot) => s.context.failure === 'locked';

import type { SnapshotFrom } from 'xstate';
import type { postalCheckMachine } from './postal-check.machine';

type Snapshot = SnapshotFrom<typeof postalCheckMachine>;

export const postalCodeInput = (s: Snapshot) => s.context.postalCode;
/** The validation error code on the input, or null. */
export const postalCodeError = (s: Snapshot) => s.context.error;
export const isChecking = (s: Snapshot) => s.hasTag('busy');
/** 'unknown' | 'checking' | 'success' | 'error' | 'networkError' | 'confirmed'. */
export const checkResult = (s: Snapshot) => s.value;
export const shopsFound = (s: Snapshot) => s.context.shops.length;

import type { SnapshotFrom } from 'xstate';
import type { substitutionMachine } from './substitution.machine';
import type { Substitute } from './substitution.types';

type Snapshot = SnapshotFrom<typeof substitutionMachine>;

export const isLoading = (s: Snapshot) => s.hasTag('busy');
export const hasLoadFailed = (s: Snapshot) => s.hasTag('error');
export const marked = (s: Snapshot) => s.context.marked;
export const lineName = (s: Snapshot) => s.context.line.name;

/**
 * The products on offer: the platform's suggestions, and first the product chosen before when
 * it is no longer among them (named as it was; no price).
 */
export const offeredProducts = (
  s: Snapshot,
): Array<Pick<Substitute, 'sku' | 'name'> & Partial<Substitute>> => {
  const { substitutes, chosenBefore } = s.context;
  const kept =
    chosenBefore?.mode === 'product' && !substitutes.some((p) => p.sku === chosenBefore.sku)
      ? [{ sku: chosenBefore.sku, name: chosenBefore.name }]
      : [];
  return [...kept, ...substitutes];
};

export const isClosed = (s: Snapshot) => s.status === 'done';

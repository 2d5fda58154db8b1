import { useSyncExternalStore } from 'react';

/** Lines of the kept cart the shop could not read when it restored it: a count, or all of it. */
export type CartRestoreLoss = number | 'all';

let current: CartRestoreLoss | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Said once: the unreadable lines are dropped from storage when they are reported. */
export const reportCartRestoreLoss = (loss: CartRestoreLoss) => {
  current = loss;
  emit();
};
export const dismissCartRestoreLoss = () => {
  current = null;
  emit();
};
export const useCartRestoreLoss = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

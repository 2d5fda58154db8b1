import { useSyncExternalStore } from 'react';
import type { GateKind } from '@/lib/account-access';

/** Which login-required modal is open (`GateKind`), shared by the gates and their host. */

let open: GateKind | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const openLoginGate = (kind: GateKind) => {
  open = kind;
  emit();
};
export const closeLoginGate = () => {
  open = null;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The open gate, or null. */
export const useOpenLoginGate = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );

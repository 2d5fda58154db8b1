import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates that HTML (the server's answer),
 * true in any later render and in a client-only render. For output that exists in the browser
 * only (a toast portalled into the shell's region).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

import { useSyncExternalStore } from 'react';
import { readTokenCookie } from '@/api/token-cookie';

/**
 * Whether a customer is signed in, as the rest of the app sees it: the token cookie is the one
 * source of truth (never localStorage). The session journey calls `notifyAuthChanged()` after
 * login, logout and a 401; features that only need "signed in or not" (visitor gates, lists,
 * checkout press) read `useSignedIn()` / `isSignedIn()` and never touch the cookie themselves.
 *
 * `onSignedIn` hooks run after every successful login (the cart journey registers the merge
 * cart there), `onSignedOut` hooks after logout or a 401 ended the session.
 */
type Hook = () => void | Promise<void>;

const listeners = new Set<() => void>();
const signedInHooks = new Set<Hook>();
const signedOutHooks = new Set<Hook>();

export const isSignedIn = (): boolean => Boolean(readTokenCookie());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Re-renders when the session starts or ends. */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribe, isSignedIn, () => false);

/** Tells subscribers the cookie changed (login, logout, 401). */
export function notifyAuthChanged(): void {
  for (const listener of listeners) listener();
}

const register = (hooks: Set<Hook>, hook: Hook) => {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
};

/** Runs `hook` after each login; returns the unsubscribe function. */
export const onSignedIn = (hook: Hook) => register(signedInHooks, hook);
/** Runs `hook` after each logout or session end; returns the unsubscribe function. */
export const onSignedOut = (hook: Hook) => register(signedOutHooks, hook);

const runAll = async (hooks: Set<Hook>) => {
  const results = await Promise.allSettled([...hooks].map((hook) => hook()));
  for (const result of results) {
    if (result.status === 'rejected') console.error(result.reason);
  }
};

/** Called by the session journey once the token cookie is written. */
export async function signedIn(): Promise<void> {
  notifyAuthChanged();
  await runAll(signedInHooks);
}

/** Called by the session journey once the token cookie is cleared. */
export async function signedOut(): Promise<void> {
  notifyAuthChanged();
  await runAll(signedOutHooks);
}

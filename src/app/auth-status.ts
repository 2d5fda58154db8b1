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
 *
 * The tabs of one browser share the cookie but a cookie has no change event: every login,
 * logout and session end is also posted on the `session` BroadcastChannel, and the session
 * actor of each other tab hears it through `onSessionChangedElsewhere` (src/app/actors/session.ts).
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

/** The channel the tabs of this browser tell each other on; none where there is no such API. */
let channel: BroadcastChannel | null | undefined;
const sessionChannel = (): BroadcastChannel | null => {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('session');
    // Node (tests) would otherwise keep running for the open channel.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
};

/** Tells the other tabs whether a token is kept now; a tab never hears its own message. */
const tellOtherTabs = (hasToken: boolean) => {
  try {
    sessionChannel()?.postMessage({ hasToken });
  } catch {
    // A closed channel: the other tabs read the cookie on their next load.
  }
};

/** How long a tab waits for the cookie to agree with another tab's message. */
const COOKIE_WAIT_MS = 2_000;
const COOKIE_POLL_MS = 25;

/**
 * Resolves once this tab reads the cookie as the message says. A cookie written by another tab
 * can reach this one after its message does (seen in Chromium in about one run of six: the tab
 * still read the old cookie), and the views read the cookie; after COOKIE_WAIT_MS the message is
 * taken as it is.
 */
const cookieAgrees = (hasToken: boolean) =>
  new Promise<void>((resolve) => {
    const started = Date.now();
    const check = () => {
      if (isSignedIn() === hasToken || Date.now() - started >= COOKIE_WAIT_MS) resolve();
      else setTimeout(check, COOKIE_POLL_MS);
    };
    check();
  });

/**
 * Runs `listener` when another tab logged in (true) or out (false), once this tab's cookie says
 * the same; returns the unsubscribe function.
 */
export function onSessionChangedElsewhere(listener: (hasToken: boolean) => void): () => void {
  const target = sessionChannel();
  if (!target) return () => {};
  const onMessage = (event: MessageEvent) => {
    const hasToken = (event.data as { hasToken?: unknown } | null)?.hasToken;
    if (typeof hasToken !== 'boolean') return;
    void cookieAgrees(hasToken).then(() => listener(hasToken));
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

/** Tells subscribers the cookie changed (login, logout, 401, or another tab). */
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
  tellOtherTabs(true);
  notifyAuthChanged();
  await runAll(signedInHooks);
}

/** Called by the session journey once the token cookie is cleared. */
export async function signedOut(): Promise<void> {
  tellOtherTabs(false);
  notifyAuthChanged();
  await runAll(signedOutHooks);
}

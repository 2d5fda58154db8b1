import { readTokenCookie } from '@/api/token-cookie';

/**
 * Whether a customer is signed in, for code outside the visit's journeys (route guards): the token
 * cookie is the one source of truth (never localStorage). Views read the session journey
 * (`useJourney('session', isSignedInState)`).
 *
 * The tabs of one browser share the cookie but a cookie has no change event: every login,
 * logout and session end is also posted on the `session` BroadcastChannel, and the visit of each
 * other tab hears it (src/app/actors/visit/browser-events.ts) and tells its session journey.
 */
export const isSignedIn = (): boolean => Boolean(readTokenCookie());

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
export const tellOtherTabs = (hasToken: boolean) => {
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

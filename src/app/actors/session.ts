import { sessionMachine } from '@machines/session/session.machine';
import { safeReturnPath } from '@machines/session/session.types';
import { useSelector } from '@xstate/react';
import { type Actor, createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { clearTokenCookie, writeTokenCookie } from '@/api/token-cookie';
import { removeStored, writeStored } from '@/lib/storage';
import {
  isSignedIn,
  notifyAuthChanged,
  onSessionChangedElsewhere,
  signedIn,
  signedOut,
} from '../auth-status';
import { appInspector } from '../inspect';

/**
 * The session journey, one actor for the whole shop. It lives in a module rather than a React
 * provider because the API client's 401 hook (src/app/api.ts) must reach it from outside React;
 * the login page, profile menu and account pages read it with `useSession(selector)`.
 */
type SessionActor = Actor<typeof sessionMachine>;
type Snapshot = SnapshotFrom<typeof sessionMachine>;

const effects = () => import('./session-effects');
const storage = () => globalThis.localStorage;

/** How the shop navigates (set by the router bridge of the session pages). */
let navigateTo: (path: string) => void = (path) => globalThis.location?.assign(path);
export const setSessionNavigator = (navigate: (path: string) => void) => {
  navigateTo = navigate;
};

/** The page to go back to: the login URL's `redirect` parameter when it is a path of this shop. */
const returnPath = () => {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  return safeReturnPath(params.get('redirect')) ?? '/';
};

const logic = sessionMachine.provide({
  actors: {
    signIn: fromPromise(async ({ input }) => (await effects()).signIn(input)),
    register: fromPromise(async ({ input }) => (await effects()).register(input)),
    loadProfile: fromPromise(async () => (await effects()).loadProfile()),
  },
  actions: {
    storeToken: (_, { token }) => writeTokenCookie(token),
    markFromLogin: () => {
      writeStored(storage(), 'isFromLogin', true);
    },
    announceSignedIn: () => {
      void signedIn();
    },
    returnToOrigin: () => navigateTo(returnPath()),
    endSession: () => {
      clearTokenCookie();
      removeStored(storage(), 'isFromLogin');
      void signedOut();
    },
    announceChangedElsewhere: () => notifyAuthChanged(),
  },
});

let actor: SessionActor | undefined;

/** The session actor, started on first use with what the token cookie says. */
export function sessionActor(): SessionActor {
  if (!actor) {
    actor = createActor(logic, { input: { hasToken: isSignedIn() }, inspect: appInspector() });
    actor.start();
  }
  return actor;
}

/** One narrow value of the session for a view. */
export const useSession = <T>(selector: (s: Snapshot) => T): T =>
  useSelector(sessionActor(), selector);

/** The profile once the session settled (token checked, profile loaded or refused). */
export async function settledUser() {
  const snapshot = await waitFor(sessionActor(), (s) => !s.hasTag('busy'));
  return snapshot.context.user;
}

/**
 * Another tab logged in or out: the journey hears whether a token is kept now and decides. A tab
 * whose session actor has not started yet (a visitor's header never needs it) has nothing to
 * follow: its views are told, and the actor, once a view needs it, starts from the cookie.
 */
onSessionChangedElsewhere((hasToken) => {
  if (!actor) {
    notifyAuthChanged();
    return;
  }
  actor.send({ type: 'session.changedElsewhere', hasToken });
});

/** A call answered 401: ends the session (the cart is kept). */
export const sessionExpired = () => sessionActor().send({ type: 'session.expired' });

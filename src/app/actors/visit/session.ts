import { sessionMachine } from '@machines/session/session.machine';
import { safeReturnPath } from '@machines/session/session.types';
import { fromPromise } from 'xstate';
import { clearTokenCookie, writeTokenCookie } from '@/api/token-cookie';
import { removeStored, writeStored } from '@/lib/storage';
import { isSignedIn, tellOtherTabs } from '../../auth-status';
import type { VisitDeps } from './visit-deps';

/**
 * The session journey's effects: the token cookie, the `IsFromLogin` flag, the other tabs told
 * through the `session` channel, and the way back after a login.
 */
const effects = () => import('./session-effects');
const storage = () => globalThis.localStorage;

/** The page to go back to: the login URL's `redirect` parameter when it is a path of this shop. */
const returnPath = () => {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  return safeReturnPath(params.get('redirect')) ?? '/';
};

export const sessionLogic = ({ navigate }: VisitDeps) =>
  sessionMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }) => (await effects()).signIn(input)),
      register: fromPromise(async ({ input }) => (await effects()).register(input)),
      loadProfile: fromPromise(async () => (await effects()).loadProfile()),
      revokeToken: fromPromise(async () => (await effects()).revokeToken()),
    },
    actions: {
      storeToken: (_, { token }) => writeTokenCookie(token),
      markFromLogin: () => {
        writeStored(storage(), 'isFromLogin', true);
      },
      announceSignedIn: () => tellOtherTabs(true),
      returnToOrigin: () => navigate({ href: returnPath(), replace: true }),
      goHome: () => navigate({ to: '/' }),
      endSession: () => {
        clearTokenCookie();
        removeStored(storage(), 'isFromLogin');
        tellOtherTabs(false);
      },
    },
  });

export const sessionStart = () => ({ hasToken: isSignedIn() });

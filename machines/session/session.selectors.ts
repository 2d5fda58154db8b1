import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** The profile of the signed-in customer, or null. */
export const currentUser = (s: Snapshot) => s.context.user;
export const isSignedInState = (s: Snapshot) => s.hasTag('signedIn');
/** A login, register or profile call is under way (the submit ignores a second press). */
export const isBusy = (s: Snapshot) => s.hasTag('busy');
/** The kept session has been read (false while the page waits for it after its first paint). */
export const isSessionKnown = (s: Snapshot) => !s.matches('awaitingKept');
/** Known: the token cookie is read and the profile loaded or refused (route guards wait for it). */
export const isSessionSettled = (s: Snapshot) => !s.hasTag('busy') && isSessionKnown(s);
export const formErrors = (s: Snapshot) => s.context.errors;
export const failure = (s: Snapshot) => s.context.failure;
export const isProfileFailed = (s: Snapshot) => s.matches('profileFailed');
export const canSubmitForm = (s: Snapshot) => s.hasTag('visitor') && !s.hasTag('busy');
/** A customer's session is kept (a token): signed in, or their profile loading or failed. */
export const hasSession = (s: Snapshot) => !s.hasTag('visitor');
/** The session ended on a 401 while the shopper was here (told until the next login). */
export const hasSessionExpired = (s: Snapshot) => s.context.expired;
/** The logout confirm modal is open (also while the logout is sent). */
export const isLogoutConfirmOpen = (s: Snapshot) => s.hasTag('logoutModal');
/** The logout is being sent: the confirm button ignores a second press. */
export const isLoggingOut = (s: Snapshot) => s.hasTag('loggingOut');

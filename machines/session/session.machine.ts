import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type AuthenticatedUser,
  type Credentials,
  type Failure,
  type FormErrors,
  failureOf,
  isUnauthorizedError,
  type Registration,
  type SessionInput,
  type SessionUser,
  validateCredentials,
  validateRegistration,
} from './session.types';

export interface SessionContext {
  /** The signed-in customer's profile; null for a visitor. */
  user: SessionUser | null;
  /** Field errors of the last submit (codes). */
  errors: FormErrors;
  /** The last login or register call failed. */
  failure: Failure | null;
  /** The token cookie held a token when the shop started. */
  startedWithToken: boolean;
  /** The session ended on a 401 (not a logout): the shopper is told, until the next login. */
  expired: boolean;
  /** Waiting for the token cookie to be read (`kept.restore`). */
  keptLater: boolean;
}

export type SessionEvent =
  | { type: 'login.submit'; credentials: Credentials }
  | { type: 'register.submit'; registration: Registration }
  | { type: 'form.clear' }
  | { type: 'profile.retry' }
  /** A call answered 401: the token is no longer valid. */
  | { type: 'session.expired' }
  /** The profile menu's "Log out": the confirm modal opens. */
  | { type: 'logout.request' }
  | { type: 'logout.cancel' }
  | { type: 'logout.confirm' }
  /** The customer changed or removed the profile photo (null): the header shows the new one. */
  | { type: 'profile.avatarChanged'; avatarURL: string | null }
  /**
   * Another tab of the browser logged in or out (or its session ended): whether the token
   * cookie, shared by the tabs, holds a token now.
   */
  | { type: 'session.changedElsewhere'; hasToken: boolean }
  /** What this browser keeps (the token cookie), read once the page is hydrated. */
  | { type: 'kept.restore'; input: SessionInput };

/**
 * What the session tells the journeys around it (the visit's root machine listens): a session
 * started or ended here (`signedOut`: a logout, a 401 or another tab), and, after
 * `signedOut`, `loggedOut` when the customer logged out in this tab (the visit starts over).
 */
export type SessionEmitted =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'session.loggedOut' };

function notProvided<TParams = undefined>(name: string) {
  return (_: unknown, _params: TParams): void => {
    throw new Error(`session: effect "${name}" not provided`);
  };
}

const userOf = ({ token: _token, ...user }: AuthenticatedUser): SessionUser => user;

/** What a successful login or registration does, in this order. */
const startSession = [
  {
    type: 'storeToken',
    params: ({ event }: { event: unknown }) => ({
      token: (event as { output: AuthenticatedUser }).output.token,
    }),
  },
  'setSignedInUser',
  'markFromLogin',
  'clearExpired',
  'announceSignedIn',
  'emitSignedIn',
  'returnToOrigin',
] as const;

/** What a logout in this tab does, in this order: the home page comes last. */
const logOut = ['endSession', 'clearUser', 'emitSignedOut', 'emitLoggedOut', 'goHome'] as const;

const expire = {
  target: '#session.visitor',
  actions: ['endSession', 'clearUser', 'markExpired', 'emitSignedOut'],
} as const;

/**
 * The logout of the profile menu (spec §4 "Logout"), from a loaded profile or a failed one:
 * a confirm modal, then the platform is told; a failure (offline, 401) does not keep the
 * shopper in. The session ends as a 401 would end it, and the visit is told it was a logout.
 */
const loggingOut = <TSettled extends object>(settledOn: TSettled) =>
  ({
    initial: 'settled',
    states: {
      settled: { on: { ...settledOn, 'logout.request': { target: 'confirmingLogout' } } },
      confirmingLogout: {
        description: 'The logout confirm modal is open.',
        tags: ['logoutModal'],
        on: {
          'logout.cancel': { target: 'settled' },
          'logout.confirm': { target: 'signingOut' },
        },
      },
      signingOut: {
        description:
          'The platform forgets the token; its 401 (a token it had already dropped) or another tab logging out meanwhile ends the logout the same way.',
        tags: ['logoutModal', 'loggingOut'],
        on: {
          'session.expired': { target: '#session.visitor', actions: logOut },
          'session.changedElsewhere': {
            guard: 'isSignedOutElsewhere',
            target: '#session.visitor',
            actions: logOut,
          },
        },
        invoke: {
          id: 'revokeToken',
          src: 'revokeToken',
          onDone: { target: '#session.visitor', actions: logOut },
          onError: { target: '#session.visitor', actions: logOut },
        },
      },
    },
  }) as const;

/** Another tab ended the session: this one follows, without clearing the cookie again. */
const endedElsewhere = {
  guard: 'isSignedOutElsewhere',
  target: '#session.visitor',
  description: 'Another tab logged out (or its session ended): this tab is a visitor too.',
  actions: ['clearUser', 'emitSignedOut'],
} as const;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    signIn: fromPromise<AuthenticatedUser, Credentials>(() => {
      throw new Error('session: actor "signIn" not provided');
    }),
    register: fromPromise<AuthenticatedUser, Registration>(() => {
      throw new Error('session: actor "register" not provided');
    }),
    /** GET /v3/users/me with the token cookie. */
    loadProfile: fromPromise<SessionUser>(() => {
      throw new Error('session: actor "loadProfile" not provided');
    }),
    /** POST /v3/auth/logout: the platform forgets the token (the shop clears it either way). */
    revokeToken: fromPromise<void>(() => {
      throw new Error('session: actor "revokeToken" not provided');
    }),
  },
  actions: {
    /** Writes the token cookie (Secure; SameSite=Strict; Path=/), never localStorage. */
    storeToken: notProvided<{ token: string }>('storeToken'),
    /** Sets IsFromLogin so the next page knows the shopper just logged in. */
    markFromLogin: notProvided('markFromLogin'),
    /** Tells the other tabs of the browser that a customer logged in. */
    announceSignedIn: notProvided('announceSignedIn'),
    /** The news for the journeys around this one (the shop merges the saved cart). */
    emitSignedIn: emit({ type: 'session.signedIn' } as const),
    /** The session ended here, by a 401, a logout or another tab. */
    emitSignedOut: emit({ type: 'session.signedOut' } as const),
    /** The customer logged out in this tab: the visit forgets the rest of the session. */
    emitLoggedOut: emit({ type: 'session.loggedOut' } as const),
    /** To the home page, after a logout (a navigation in the page, no reload). */
    goHome: notProvided('goHome'),
    /** Back to the page the shopper was on before /login or /register. */
    returnToOrigin: notProvided('returnToOrigin'),
    /** Clears the token cookie and tells the app; the cart is left as it is. */
    endSession: notProvided('endSession'),
    clearUser: assign({ user: null }),
    markExpired: assign({ expired: true }),
    clearExpired: assign({ expired: false }),
    setSignedInUser: assign({
      user: ({ event }) => userOf((event as unknown as { output: AuthenticatedUser }).output),
    }),
    showFailure: assign({
      failure: ({ event }) => failureOf((event as unknown as { error: unknown }).error),
    }),
    clearForm: assign({ errors: {}, failure: null }),
  },
  guards: {
    hasToken: ({ context }) => context.startedWithToken,
    isKeptLater: ({ context }) => context.keptLater,
    isLoginValid: ({ event }) =>
      event.type === 'login.submit' &&
      Object.keys(validateCredentials(event.credentials)).length === 0,
    isRegistrationValid: ({ event }) =>
      event.type === 'register.submit' &&
      Object.keys(validateRegistration(event.registration)).length === 0,
    isUnauthorized: ({ event }) => isUnauthorizedError((event as { error?: unknown }).error),
    isSignedInElsewhere: ({ event }) => event.type === 'session.changedElsewhere' && event.hasToken,
    isSignedOutElsewhere: ({ event }) =>
      event.type === 'session.changedElsewhere' && !event.hasToken,
  },
}).createMachine({
  id: 'session',
  description:
    'Login and register on their pages, the profile of a returning customer, the end of the session on a 401, and logins and logouts of other tabs.',
  context: ({ input }) => ({
    user: null,
    errors: {},
    failure: null,
    startedWithToken: input.hasToken,
    expired: false,
    keptLater: input.keptLater === true,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the token cookie once at start.',
      always: [
        { guard: 'isKeptLater', target: 'awaitingKept' },
        { guard: 'hasToken', target: 'loadingProfile' },
        { target: 'visitor' },
      ],
    },
    awaitingKept: {
      description:
        'Prerendered HTML and its hydration: shown as a visitor; route guards wait until the token cookie is read (kept.restore).',
      tags: ['visitor'],
      on: {
        'kept.restore': {
          target: 'checking',
          actions: assign(({ event }) => ({
            startedWithToken: event.input.hasToken,
            keptLater: false,
          })),
        },
      },
    },
    visitor: {
      description: 'No session: login and register forms accept a submit.',
      tags: ['visitor'],
      on: {
        'login.submit': [
          { guard: 'isLoginValid', target: 'signingIn', actions: 'clearForm' },
          {
            actions: assign({
              errors: ({ event }) => validateCredentials(event.credentials),
              failure: null,
            }),
          },
        ],
        'register.submit': [
          { guard: 'isRegistrationValid', target: 'registering', actions: 'clearForm' },
          {
            actions: assign({
              errors: ({ event }) => validateRegistration(event.registration),
              failure: null,
            }),
          },
        ],
        'form.clear': { actions: 'clearForm' },
        'session.changedElsewhere': {
          guard: 'isSignedInElsewhere',
          target: 'loadingProfile',
          description: 'Another tab logged in: this tab loads the profile with the shared cookie.',
          actions: 'clearForm',
        },
      },
    },
    signingIn: {
      tags: ['visitor', 'busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event as { credentials: Credentials }).credentials,
        onDone: { target: 'signedIn', actions: startSession },
        onError: { target: 'visitor', actions: 'showFailure' },
      },
    },
    registering: {
      tags: ['visitor', 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event as { registration: Registration }).registration,
        onDone: { target: 'signedIn', actions: startSession },
        onError: { target: 'visitor', actions: 'showFailure' },
      },
    },
    loadingProfile: {
      description: 'A token is stored: the profile is fetched.',
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        onError: [{ guard: 'isUnauthorized', ...expire }, { target: 'profileFailed' }],
      },
      on: { 'session.expired': expire, 'session.changedElsewhere': endedElsewhere },
    },
    profileFailed: {
      description: 'The profile could not be loaded (not a 401): the session stays, retry offered.',
      ...loggingOut({ 'profile.retry': { target: '#session.loadingProfile' } }),
      on: {
        'session.expired': expire,
        'session.changedElsewhere': endedElsewhere,
      },
    },
    signedIn: {
      tags: ['signedIn'],
      ...loggingOut({}),
      on: {
        'profile.avatarChanged': {
          actions: assign({
            user: ({ context, event }) =>
              context.user ? { ...context.user, avatarURL: event.avatarURL } : null,
          }),
        },
        'session.expired': expire,
        'session.changedElsewhere': endedElsewhere,
      },
    },
  },
});

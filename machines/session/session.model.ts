import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import { withKeptLater } from '../testing/kept-later';
import type { sessionMachine } from './session.machine';
import type { AuthenticatedUser, SessionUser } from './session.types';
import { walkableInUi } from './session.walkable';

/** The demo customer as the platform answers /v3/users/me. */
export const demoUser: SessionUser = {
  _id: 'user-demo',
  firstName: 'Ελένη',
  lastName: 'Παπαδάκη',
  email: 'demo@agora.gr',
  addresses: [],
  avatarURL: null,
  totalLoyaltyPoints: 120,
  loyaltyCards: [{ number: '4000123412341234', label: 'Agora Club', points: 120 }],
};
export const demoLogin: AuthenticatedUser = { ...demoUser, token: 'tok_demo' };
export const newCustomer: AuthenticatedUser = {
  ...demoUser,
  _id: 'user-new',
  firstName: 'Νίκος',
  email: 'nikos@example.gr',
  loyaltyCards: [],
  totalLoyaltyPoints: 0,
  token: 'tok_new',
};

export const goodCredentials = { email: 'demo@agora.gr', password: 'demo1234' };
export const goodRegistration = {
  firstName: 'Νίκος',
  lastName: '',
  email: 'nikos@example.gr',
  password: 'kalimera123',
  newsletter: false,
};
export const wrongPasswordError = {
  kind: 'http',
  status: 401,
  code: 'INVALID_CREDENTIALS',
  userMessage: 'Wrong e-mail or password.',
};
const emailTakenError = { kind: 'http', status: 409, userMessage: 'This e-mail is registered.' };

const labels: Record<string, string> = {
  'form.clear': 'open the other form',
  'profile.retry': 'retry loading the profile',
  'session.expired': 'a call answers 401',
  'logout.request': 'choose log out',
  'logout.cancel': 'stay logged in',
  'logout.confirm': 'confirm log out',
  'xstate.done.actor.revokeToken': 'the platform forgets the token',
  'xstate.error.actor.revokeToken': 'the logout call fails',
  'profile.avatarChanged': 'change the profile photo',
  'xstate.done.actor.signIn': 'login succeeds',
  'xstate.error.actor.signIn': 'wrong password',
  'xstate.done.actor.register': 'registration succeeds',
  'xstate.error.actor.register': 'the e-mail is taken',
  'xstate.done.actor.loadProfile': 'the profile loads',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the session journey. */
export const sessionModel: JourneyModel<typeof sessionMachine> = withKeptLater(
  {
    inputs: [
      { name: 'visitor', input: { hasToken: false } },
      { name: 'token stored', input: { hasToken: true } },
    ],
    eventVariants: ev({
      'login.submit': [
        { type: 'login.submit', credentials: goodCredentials },
        { type: 'login.submit', credentials: { email: 'demo@', password: '' } },
      ],
      'register.submit': [
        { type: 'register.submit', registration: goodRegistration },
        { type: 'register.submit', registration: { ...goodRegistration, password: 'short' } },
      ],
      'xstate.done.actor.signIn': [{ type: 'xstate.done.actor.signIn', output: demoLogin }],
      'xstate.error.actor.signIn': [
        { type: 'xstate.error.actor.signIn', error: wrongPasswordError },
      ],
      'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: newCustomer }],
      'xstate.error.actor.register': [
        { type: 'xstate.error.actor.register', error: emailTakenError },
      ],
      'xstate.done.actor.loadProfile': [
        { type: 'xstate.done.actor.loadProfile', output: demoUser },
      ],
      'session.changedElsewhere': [
        { type: 'session.changedElsewhere', hasToken: true },
        { type: 'session.changedElsewhere', hasToken: false },
      ],
      'profile.avatarChanged': [
        { type: 'profile.avatarChanged', avatarURL: '/api/v3/users/user-demo/avatar?v=1' },
      ],
      'xstate.error.actor.loadProfile': [
        { type: 'xstate.error.actor.loadProfile', error: { kind: 'http', status: 401 } },
        { type: 'xstate.error.actor.loadProfile', error: { kind: 'network' } },
      ],
      'xstate.done.actor.revokeToken': [
        { type: 'xstate.done.actor.revokeToken', output: undefined },
      ],
      'xstate.error.actor.revokeToken': [
        { type: 'xstate.error.actor.revokeToken', error: { kind: 'network' } },
      ],
    }),
    uiWalkable: walkableInUi,
    describeEvent: (event: EventObject) => {
      const e = event as EventObject & {
        credentials?: { password: string };
        registration?: { password: string };
        error?: { status?: number };
      };
      if (e.type === 'login.submit')
        return e.credentials?.password
          ? 'log in with valid details'
          : 'log in with invalid details';
      if (e.type === 'register.submit')
        return e.registration?.password === goodRegistration.password
          ? 'register with valid details'
          : 'register with a short password';
      if (e.type === 'session.changedElsewhere')
        return (e as EventObject & { hasToken?: boolean }).hasToken
          ? 'another tab logs in'
          : 'another tab logs out';
      if (e.type === 'xstate.error.actor.loadProfile')
        return e.error?.status === 401 ? 'the profile answers 401' : 'the profile fails (offline)';
      return labels[e.type] ?? e.type;
    },
  },
  { hasToken: false, keptLater: true },
);

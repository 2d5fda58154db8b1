import { sessionMachine } from '@machines/session/session.machine';
import { demoLogin, demoUser, newCustomer, sessionModel } from '@machines/session/session.model';
import {
  hasSession,
  isLoggingOut,
  isLogoutConfirmOpen,
  isSessionSettled,
} from '@machines/session/session.selectors';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

interface Effects {
  token: string | null;
  fromLogin: boolean;
  announced: number;
  returned: number;
  ended: number;
  wentHome: number;
  /** The effects asked for, in order, and how many of them earlier steps asked for. */
  log: string[];
  mark: number;
}

describeJourneyPaths<typeof sessionMachine, Effects>({
  name: 'session',
  machine: sessionMachine,
  model: sessionModel,
  bounds: [6, 45],
  fake: () => {
    const effects: Effects = {
      token: null,
      fromLogin: false,
      announced: 0,
      returned: 0,
      ended: 0,
      wentHome: 0,
      log: [],
      mark: 0,
    };
    const machine = sessionMachine.provide({
      actors: {
        signIn: pending(),
        register: pending(),
        loadProfile: pending(),
        revokeToken: pending(),
      },
      actions: {
        storeToken: (_, { token }) => {
          effects.log.push('storeToken');
          effects.token = token;
        },
        markFromLogin: () => {
          effects.log.push('markFromLogin');
          effects.fromLogin = true;
        },
        announceSignedIn: () => {
          // The token is in its cookie before anyone is told.
          expect(effects.token).not.toBeNull();
          effects.log.push('announceSignedIn');
          effects.announced += 1;
        },
        returnToOrigin: () => {
          expect(effects.announced).toBeGreaterThan(0);
          effects.log.push('returnToOrigin');
          effects.returned += 1;
        },
        endSession: () => {
          effects.log.push('endSession');
          effects.token = null;
          effects.ended += 1;
        },
        goHome: () => {
          effects.log.push('goHome');
          effects.wentHome += 1;
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { user, errors, failure } = s.context;
    if (s.matches('awaitingKept')) {
      // Prerendered HTML: shown as a visitor; route guards wait (not settled).
      expect(user).toBeNull();
      expect(hasSession(s)).toBe(false);
      expect(isSessionSettled(s)).toBe(false);
    } else if (s.matches('visitor')) {
      expect(user).toBeNull();
      expect(s.hasTag('busy')).toBe(false);
      // A failure and field errors never show together.
      if (failure) expect(errors).toEqual({});
    } else if (s.matches('signingIn') || s.matches('registering')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(user).toBeNull();
      expect(errors).toEqual({});
      expect(failure).toBeNull();
    } else if (s.matches('loadingProfile')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('profileFailed') || s.matches('signedIn')) {
      expect(s.hasTag('signedIn')).toBe(s.matches('signedIn'));
      if (s.matches('signedIn')) {
        expect(user).not.toBeNull();
        expect(user).not.toHaveProperty('token');
      }
      // The confirm modal shows while the logout is asked and sent; its button is busy only then.
      const confirming =
        s.matches({ signedIn: 'confirmingLogout' }) ||
        s.matches({ profileFailed: 'confirmingLogout' });
      const signingOut =
        s.matches({ signedIn: 'signingOut' }) || s.matches({ profileFailed: 'signingOut' });
      expect(isLogoutConfirmOpen(s)).toBe(confirming || signingOut);
      expect(isLoggingOut(s)).toBe(signingOut);
      // Still the customer's session until the platform has answered.
      expect(hasSession(s)).toBe(true);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event, effects) => {
    const s = actor.getSnapshot();
    const asked = effects.log.slice(effects.mark);
    effects.mark = effects.log.length;
    // A logout under way ends as a logout, also when a 401 or another tab's logout comes first.
    const loggedOut = asked.includes('goHome');
    if (event.type === 'xstate.done.actor.signIn') {
      expect(effects.token).toBe(demoLogin.token);
      expect(effects.fromLogin).toBe(true);
      expect(effects.returned).toBe(1);
      expect(s.context.user?.firstName).toBe(demoUser.firstName);
    }
    if (event.type === 'xstate.done.actor.register') {
      expect(effects.token).toBe(newCustomer.token);
      expect(s.context.user?.email).toBe(newCustomer.email);
    }
    if (event.type === 'xstate.error.actor.signIn') {
      expect(s.context.failure).toEqual({
        code: 'invalidCredentials',
        message: 'Wrong e-mail or password.',
      });
      expect(effects.token).toBeNull();
    }
    if (event.type === 'xstate.error.actor.register') {
      expect(s.context.failure?.code).toBe('emailTaken');
    }
    if (event.type === 'login.submit' && s.matches('visitor')) {
      expect(s.context.errors).toEqual({ email: 'invalidEmail', password: 'required' });
    }
    if (event.type === 'register.submit' && s.matches('visitor')) {
      expect(s.context.errors).toEqual({ password: 'tooShort' });
    }
    if (event.type === 'session.expired' && !loggedOut) {
      expect(effects.ended).toBe(1);
      expect(effects.token).toBeNull();
    }
    if (event.type === 'xstate.error.actor.loadProfile' && s.matches('visitor')) {
      expect(effects.ended).toBe(1);
    }
    // A session ended by a 401 is told until the next login; a logout or a login elsewhere is not.
    const endedBy401 =
      event.type === 'session.expired' || event.type === 'xstate.error.actor.loadProfile';
    if (endedBy401 && !loggedOut && s.matches('visitor')) expect(s.context.expired).toBe(true);
    if (event.type === 'xstate.done.actor.signIn' || event.type === 'xstate.done.actor.register') {
      expect(s.context.expired).toBe(false);
    }
    if (loggedOut || event.type.endsWith('.actor.revokeToken')) {
      // Answered or not, the logout ends the session here and the shopper goes home last.
      expect(s.matches('visitor')).toBe(true);
      expect(asked).toEqual(['endSession', 'goHome']);
      expect(s.context.user).toBeNull();
      expect(s.context.expired).toBe(false);
      expect(effects.token).toBeNull();
    } else if (event.type.startsWith('logout.')) {
      // Opening and closing the modal, or confirming, changes nothing yet.
      expect(asked).toEqual([]);
    }
    if (event.type === 'session.changedElsewhere' && !loggedOut) {
      const { hasToken } = event as unknown as { hasToken: boolean };
      // This tab follows, nothing more: the other tab already cleared or wrote the cookie and
      // told the journeys around it (merge cart), so none of it happens again here.
      expect(asked).toEqual([]);
      if (hasToken) {
        expect(s.value).toBe('loadingProfile');
      } else {
        expect(s.value).toBe('visitor');
        expect(s.context.user).toBeNull();
      }
    }
    if (event.type === 'profile.avatarChanged') {
      // Only the photo changes: the customer stays signed in with the rest of the profile.
      expect(s.context.user?.avatarURL).toBe((event as unknown as { avatarURL: string }).avatarURL);
      expect(s.context.user?.email).toBe(demoUser.email);
      expect(s.hasTag('signedIn')).toBe(true);
    }
    if (event.type === 'xstate.error.actor.loadProfile' && s.matches('profileFailed')) {
      expect(effects.ended).toBe(0);
    }
  },
});

import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { logoutMachine } from './logout.machine';

const labels: Record<string, string> = {
  'logout.request': 'choose log out',
  'logout.cancel': 'stay logged in',
  'logout.confirm': 'confirm log out',
  'xstate.done.actor.revokeToken': 'the platform forgets the token',
  'xstate.error.actor.revokeToken': 'the logout call fails',
};

/** Path generation model of the logout journey. */
export const logoutModel: JourneyModel<typeof logoutMachine> = {
  inputs: [{ name: 'signed in', input: undefined as never }],
  eventVariants: {
    'xstate.done.actor.revokeToken': [
      { type: 'xstate.done.actor.revokeToken', output: undefined } as EventObject,
    ],
    'xstate.error.actor.revokeToken': [
      { type: 'xstate.error.actor.revokeToken', error: new Error('offline') } as EventObject,
    ],
  },
  describeEvent: (event: EventObject) => labels[event.type] ?? event.type,
};

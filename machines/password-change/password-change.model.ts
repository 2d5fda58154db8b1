import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { PasswordChangeContext, passwordChangeMachine } from './password-change.machine';

/** The demo customer's password, and a new one that passes the register form's rule. */
export const demoPassword = 'demo1234';
export const newPassword = 'fresh-basket-42';

const labels: Record<string, string> = {
  'password.submit': 'press Change password',
  'xstate.done.actor.changePassword': 'the password is changed',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the change-password journey. */
export const passwordChangeModel: JourneyModel<typeof passwordChangeMachine> = {
  inputs: [{ name: 'credentials page opened', input: undefined as never }],
  // What was typed and what was said: a state each, so the paths type both fields before a
  // submit goes through, and a refused current password and a dropped connection get a path each.
  contextKey: (context: PasswordChangeContext) =>
    [
      context.current && 'current typed',
      context.next && 'new typed',
      context.errors.current === 'wrongPassword' && 'current password refused',
      context.failure && 'change failed',
    ]
      .filter(Boolean)
      .join(', '),
  eventVariants: ev({
    'field.change': [
      { type: 'field.change', field: 'current', value: demoPassword },
      { type: 'field.change', field: 'next', value: newPassword },
    ],
    'xstate.done.actor.changePassword': [
      { type: 'xstate.done.actor.changePassword', output: undefined },
    ],
    'xstate.error.actor.changePassword': [
      {
        type: 'xstate.error.actor.changePassword',
        error: {
          status: 422,
          code: 'WRONG_PASSWORD',
          userMessage: 'The current password is not right.',
        },
      },
      { type: 'xstate.error.actor.changePassword', error: { kind: 'network' } },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { field?: string; error?: { kind?: string; code?: string } };
    if (e.type === 'field.change')
      return `type the ${e.field === 'current' ? 'current' : 'new'} password`;
    if (e.type === 'xstate.error.actor.changePassword')
      return e.error?.code === 'WRONG_PASSWORD'
        ? 'the current password is refused'
        : 'the connection drops';
    return labels[e.type] ?? e.type;
  },
};

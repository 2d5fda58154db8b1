import { assign, fromPromise, setup } from 'xstate';
import {
  type ChangeFailure,
  changeFailureOf,
  isWrongPasswordError,
  type PasswordChange,
  type PasswordErrors,
  type PasswordField,
  validatePasswordChange,
} from './password-change.types';

export interface PasswordChangeContext extends PasswordChange {
  /** Shown after a submit: one code per field that needs attention. */
  errors: PasswordErrors;
  /** The last change sent failed for another reason than the current password. */
  failure: ChangeFailure | null;
  /** How many times errors were shown (a refused submit, a refused current password). */
  refusals: number;
}

export type PasswordChangeEvent =
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'password.submit' };

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    /** POST /v3/users/me/password: 204, this session kept. */
    changePassword: fromPromise<void, PasswordChange>(() => {
      throw new Error('password-change: actor "changePassword" not provided');
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validatePasswordChange(context)).length === 0,
    isWrongPassword: ({ event }) => isWrongPasswordError((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'passwordChange',
  description:
    "/user/credentials: the current and a new password (the register form's rule, not the current one again); the platform checks the current one; the session stays.",
  context: { current: '', next: '', errors: {}, failure: null, refusals: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { [event.field]: event.value, errors, failure: null };
          }),
        },
        'password.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ errors: {}, failure: null }) },
          {
            actions: assign({
              errors: ({ context }) => validatePasswordChange(context),
              refusals: ({ context }) => context.refusals + 1,
            }),
          },
        ],
      },
    },
    saving: {
      description: 'The change is sent; the form waits.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ current: context.current, next: context.next }),
        onDone: { target: 'changed', actions: assign({ current: '', next: '' }) },
        onError: [
          {
            guard: 'isWrongPassword',
            description:
              "The current password is not the customer's: said at its field, both kept.",
            target: 'editing',
            actions: assign({
              errors: { current: 'wrongPassword' },
              refusals: ({ context }) => context.refusals + 1,
            }),
          },
          {
            description: 'No connection or a refusal: said above the form, both kept.',
            target: 'editing',
            actions: assign({ failure: ({ event }) => changeFailureOf(event.error) }),
          },
        ],
      },
    },
    changed: {
      description:
        'Changed: the editor\'s "change password" image and a word that this session stays; the fields are empty.',
      type: 'final',
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { isEmail } from '@/lib/email';

export interface NewsletterContext {
  email: string;
  /** Shown on the input: the address typed is not an e-mail address. */
  error: 'invalidEmail' | null;
}

export type NewsletterEvent =
  | { type: 'newsletter.change'; value: string }
  | { type: 'newsletter.submit' }
  | { type: 'newsletter.closeConfirmation' };

/** What the contact widget receives after a sign-up. */
export interface NewsletterSubscribedEvent {
  type: 'newsletter.subscribed';
  email: string;
}

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actors: {
    /** Posts gm_pid and sfemail form-encoded, no-cors, redirects followed; the reply is not read. */
    subscribe: fromPromise<void, { email: string }>(() => {
      throw new Error('newsletter: actor "subscribe" not provided');
    }),
  },
  actions: {
    /** Failure sends the shopper to / (shopping-app.md §8). */
    redirectHome: () => {
      throw new Error('newsletter: effect "redirectHome" not provided');
    },
    /** Passes the sign-up event to the contact widget's callback (content-side.md §7). */
    updateContactWidget: (_: unknown, _params: { event: NewsletterSubscribedEvent }) => {
      throw new Error('newsletter: effect "updateContactWidget" not provided');
    },
    setEmail: assign({
      email: ({ context, event }) =>
        event.type === 'newsletter.change' ? event.value : context.email,
      error: null,
    }),
    showEmailError: assign({ error: 'invalidEmail' as const }),
  },
  guards: {
    isEmailValid: ({ context }) => isEmail(context.email),
  },
}).createMachine({
  id: 'newsletter',
  description:
    'The footer newsletter block: type an e-mail, sign up; success opens the confirmation modal, failure goes to /.',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'newsletter.change': { actions: 'setEmail' },
        'newsletter.submit': [
          { guard: 'isEmailValid', target: 'submitting' },
          { actions: 'showEmailError' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'subscribed',
          actions: {
            type: 'updateContactWidget',
            params: ({ context }) => ({
              event: { type: 'newsletter.subscribed', email: context.email.trim() },
            }),
          },
        },
        onError: { target: 'failed', actions: 'redirectHome' },
      },
    },
    subscribed: {
      description: 'The confirmation modal is open.',
      tags: ['confirmation'],
      on: {
        'newsletter.closeConfirmation': {
          target: 'editing',
          actions: assign({ email: '', error: null }),
        },
      },
    },
    failed: {
      description: 'The sign-up failed: the shopper was sent to / and may try again.',
      tags: ['failed'],
      on: {
        'newsletter.change': { target: 'editing', actions: 'setEmail' },
        // The address that failed was valid: trying again posts it again.
        'newsletter.submit': { target: 'submitting' },
      },
    },
  },
});

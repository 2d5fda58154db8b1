import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import {
  CHAT_DRAFT_MAX,
  CHAT_TRANSCRIPT_MAX,
  type ChatbotContext,
  type ChatbotEvent,
  type ChatbotExchange,
  type ChatbotInput,
} from './chatbot.types';

const trimmed = (draft: string) => draft.trim();

/** Typing and sending while nothing is on its way (idle, or after a failed send). */
const composing = {
  'draft.change': { guard: 'isOpen', actions: 'setDraft' },
  'message.send': {
    guard: and(['isOpen', 'hasDraft']),
    target: 'sending',
    actions: 'takeDraft',
  },
} as const;

export const chatbotMachine = setup({
  types: {
    context: {} as ChatbotContext,
    events: {} as ChatbotEvent,
    input: {} as ChatbotInput,
  },
  actors: {
    /** Posts the message to customer care and answers the exchange (never retried blindly). */
    sendMessage: fromPromise<ChatbotExchange, { conversationId: string | null; text: string }>(
      () => {
        throw new Error('chatbot: actor "sendMessage" not provided');
      },
    ),
  },
  actions: {
    /** Keeps the conversation id and transcript (chatbotSession, chatbotHistory). */
    persistConversation: (
      _: unknown,
      _params: { conversationId: string | null; transcript: ChatbotContext['transcript'] },
    ) => {
      throw new Error('chatbot: effect "persistConversation" not provided');
    },
    setDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'draft.change' ? event.value.slice(0, CHAT_DRAFT_MAX) : context.draft,
    }),
    takeDraft: assign({
      pending: ({ context }) => trimmed(context.draft),
      draft: '',
    }),
  },
  guards: {
    isOpen: stateIn({ panel: 'open' }),
    hasDraft: ({ context }) => trimmed(context.draft).length > 0,
  },
}).createMachine({
  id: 'chatbot',
  description:
    'The contact/chat widget: open the dialog, type a message to customer care and send it; the platform answers with a reply; a failed send keeps the text to try again. The conversation is kept until logout.',
  type: 'parallel',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    transcript: input.transcript,
    draft: '',
    pending: null,
  }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'chat.open': { target: 'open' } } },
        open: {
          description: 'The chat dialog is open.',
          tags: ['open'],
          on: { 'chat.close': { target: 'closed' } },
        },
      },
    },
    conversation: {
      initial: 'idle',
      states: {
        idle: {
          on: composing,
        },
        sending: {
          description: 'The message is on its way; closing the dialog does not stop it.',
          tags: ['busy'],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              text: context.pending ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  conversationId: ({ event }) => event.output.conversationId,
                  transcript: ({ context, event }) =>
                    [...context.transcript, event.output.sent, event.output.reply].slice(
                      -CHAT_TRANSCRIPT_MAX,
                    ),
                  pending: null,
                }),
                {
                  type: 'persistConversation',
                  params: ({ context }) => ({
                    conversationId: context.conversationId,
                    transcript: context.transcript,
                  }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({
                // Nothing typed is lost: the message goes back into the field.
                draft: ({ context }) => context.pending ?? context.draft,
                pending: null,
              }),
            },
          },
        },
        failed: {
          description: 'The message was not sent: it is back in the field, to send again.',
          tags: ['failed'],
          on: composing,
        },
      },
    },
  },
});

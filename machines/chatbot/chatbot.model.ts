import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { chatbotMachine } from './chatbot.machine';

/** A question and an empty field (Send refuses it). */
export const draftVariants = ['Where is my order?', ''];

const labels: Record<string, string> = {
  'chat.open': 'open the chat',
  'chat.close': 'close the chat',
  'message.send': 'send',
  'xstate.done.actor.sendMessage': 'customer care answers',
  'xstate.error.actor.sendMessage': 'the message fails',
};

export const chatbotModel: JourneyModel<typeof chatbotMachine> = {
  inputs: [
    { name: 'new conversation', input: { conversationId: null, transcript: [] } },
    {
      name: 'kept conversation',
      input: {
        conversationId: 'chat-1',
        transcript: [
          { from: 'shopper', text: 'Hello', at: '2026-11-27T10:00:00.000Z' },
          { from: 'agent', text: 'Hi, how can we help?', at: '2026-11-27T10:00:01.000Z' },
        ],
      },
    },
  ],
  eventVariants: {
    'draft.change': draftVariants.map((value) => ({ type: 'draft.change', value })),
    'xstate.done.actor.sendMessage': [
      {
        type: 'xstate.done.actor.sendMessage',
        output: {
          conversationId: 'chat-1',
          sent: { from: 'shopper', text: 'Where is my order?', at: '2026-11-27T10:01:00.000Z' },
          reply: {
            from: 'agent',
            text: 'Thank you for your message!',
            at: '2026-11-27T10:01:01.000Z',
          },
        },
      },
    ],
  } as unknown as Record<string, EventObject[]>,
  describeEvent: (event: EventObject) =>
    event.type === 'draft.change'
      ? `type "${(event as EventObject & { value: string }).value}"`
      : (labels[event.type] ?? event.type),
};

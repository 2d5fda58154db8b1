import type { HttpHandler } from 'msw';
import { sendChatMessageEndpoint } from '@/api/contract/chatbot';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';

const cannedReply = {
  el: 'Ευχαριστούμε για το μήνυμά σας! Ένας συνεργάτης της εξυπηρέτησης πελατών θα σας απαντήσει σύντομα.',
  en: 'Thank you for your message! A member of our customer care team will answer you shortly.',
};

/** The chatbot: every message gets the canned reply in the shopper's language. */
export const chatbotHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, sendChatMessageEndpoint, ({ body, locale, scenarios, now }) => {
    if (scenarios.has('chatbot-error')) throw new DemoError(500, 'SERVER_ERROR');
    return {
      conversationId: body.conversationId ?? `chat-${now.toString(36)}`,
      reply: { from: 'agent' as const, text: cannedReply[locale], at: new Date(now).toISOString() },
    };
  }),
];

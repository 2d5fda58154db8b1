import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { isoDateTimeSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Longest message a shopper may send to customer care. */
export const CHAT_MESSAGE_MAX = 500;

/** One line of the conversation, as the chat shows it and storage keeps it. */
export const chatEntrySchema = lazySchema(() =>
  z.object({
    from: z.enum(['shopper', 'agent']),
    text: z.string().check(z.maxLength(2000)),
    at: isoDateTimeSchema,
  }),
);
export type ChatEntry = z.infer<typeof chatEntrySchema>;

export const chatMessageSchema = lazySchema(() =>
  z.object({
    /** Null starts a conversation; the reply names it. */
    conversationId: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX)),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatReplySchema = lazySchema(() =>
  z.object({
    conversationId: z.string().check(z.minLength(1), z.maxLength(100)),
    reply: chatEntrySchema,
  }),
);
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * A message to customer care (chosen path: the spec names only `services.chatbot.enabled`).
 * Not idempotent, so never retried by the client: the shopper presses Send again.
 */
export const sendChatMessageEndpoint = endpoint({
  method: 'POST',
  path: '/v3/chatbot/messages',
  body: chatMessageSchema,
  response: chatReplySchema,
});

import { chatbotMachine } from '@machines/chatbot/chatbot.machine';
import type { ChatbotInput } from '@machines/chatbot/chatbot.types';
import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { chatEntrySchema, sendChatMessageEndpoint } from '@/api/contract/chatbot';
import { type KeyValueStore, readStored, writeStored } from '@/lib/storage';
import { api } from '../../api';

const storage = () => globalThis.localStorage;
const sessionSchema = z.object({
  conversationId: z.string().check(z.minLength(1), z.maxLength(100)),
});
const historySchema = z.array(chatEntrySchema).check(z.maxLength(200));

/** The kept conversation; a corrupt value reads as none (logout removes both keys). */
export function chatbotStart(store: KeyValueStore = storage()): ChatbotInput {
  return {
    conversationId: readStored(store, 'chatbotSession', sessionSchema)?.conversationId ?? null,
    transcript: readStored(store, 'chatbotHistory', historySchema) ?? [],
  };
}

/**
 * The chat widget's journey with its effects: a journey of the visit (`chatbot`), loaded by the
 * visit system when the widget first shows (services.chatbot.enabled).
 */
export function chatbotLogic(store: KeyValueStore = storage(), now: () => Date = () => new Date()) {
  return chatbotMachine.provide({
    actors: {
      sendMessage: fromPromise(async ({ input, signal }) => {
        const sent = { from: 'shopper' as const, text: input.text, at: now().toISOString() };
        const answer = await api.call(sendChatMessageEndpoint, { body: input, signal });
        return { conversationId: answer.conversationId, sent, reply: answer.reply };
      }),
    },
    actions: {
      persistConversation: (_, { conversationId, transcript }) => {
        if (conversationId) writeStored(store, 'chatbotSession', { conversationId });
        writeStored(store, 'chatbotHistory', transcript);
      },
    },
  });
}

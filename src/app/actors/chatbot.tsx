import { chatbotMachine } from '@machines/chatbot/chatbot.machine';
import type { ChatbotInput } from '@machines/chatbot/chatbot.types';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { chatEntrySchema, sendChatMessageEndpoint } from '@/api/contract/chatbot';
import { type KeyValueStore, readStored, writeStored } from '@/lib/storage';
import { useOnce } from '@/lib/use-once';
import { api } from '../api';
import { appInspector } from '../inspect';

/** The chat widget's journey (loaded only when services.chatbot.enabled). */
export const ChatbotActor = createActorContext(chatbotMachine);

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

export function ChatbotProvider({ children }: { children: ReactNode }) {
  const logic = useOnce(() => chatbotLogic());
  const input = useOnce(() => chatbotStart());
  return (
    <ChatbotActor.Provider logic={logic} options={{ input, inspect: appInspector() }}>
      {children}
    </ChatbotActor.Provider>
  );
}

import type { ChatEntry } from '@/api/contract/chatbot';

export type { ChatEntry };

/** What the chat starts from: the kept conversation (chatbotSession, chatbotHistory). */
export interface ChatbotInput {
  conversationId: string | null;
  transcript: ChatEntry[];
}

export interface ChatbotContext extends ChatbotInput {
  /** What the shopper is typing. */
  draft: string;
  /** The message on its way (shown as sending); back in the draft if it fails. */
  pending: string | null;
}

/** What the platform answered: the conversation, the shopper's line and customer care's reply. */
export interface ChatbotExchange {
  conversationId: string;
  sent: ChatEntry;
  reply: ChatEntry;
}

export type ChatbotEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'draft.change'; value: string }
  | { type: 'message.send' };

/** Longest message a shopper may send (the contract's limit). */
export const CHAT_DRAFT_MAX = 500;

/** Transcript lines kept (oldest dropped first). */
export const CHAT_TRANSCRIPT_MAX = 100;

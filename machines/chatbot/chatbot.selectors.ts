import type { SnapshotFrom } from 'xstate';
import type { chatbotMachine } from './chatbot.machine';

type Snapshot = SnapshotFrom<typeof chatbotMachine>;

export const isChatOpen = (s: Snapshot) => s.hasTag('open');
export const isSending = (s: Snapshot) => s.hasTag('busy');
export const hasSendFailed = (s: Snapshot) => s.hasTag('failed');
export const chatDraft = (s: Snapshot) => s.context.draft;
export const chatPending = (s: Snapshot) => s.context.pending;
export const chatTranscript = (s: Snapshot) => s.context.transcript;
export const canSendMessage = (s: Snapshot) => s.can({ type: 'message.send' });

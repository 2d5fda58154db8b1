import { chatbotMachine } from '@machines/chatbot/chatbot.machine';
import { chatbotModel } from '@machines/chatbot/chatbot.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'chatbot',
  machine: chatbotMachine,
  model: chatbotModel,
  bounds: [3, 30],
  fake: () => {
    const effects = { persisted: [] as { conversationId: string | null; lines: number }[] };
    const machine = chatbotMachine.provide({
      actors: { sendMessage: pending() },
      actions: {
        persistConversation: (_, { conversationId, transcript }) => {
          effects.persisted.push({ conversationId, lines: transcript.length });
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { draft, pending: sending, transcript, conversationId } = s.context;
    expect(s.hasTag('open')).toBe(s.matches({ panel: 'open' }));
    if (s.matches({ conversation: 'sending' })) {
      expect(s.hasTag('busy')).toBe(true);
      expect(sending?.trim()).toBeTruthy();
      expect(draft).toBe('');
    } else if (s.matches({ conversation: 'failed' })) {
      expect(s.hasTag('failed')).toBe(true);
      expect(sending).toBeNull();
    } else if (s.matches({ conversation: 'idle' })) {
      expect(sending).toBeNull();
      expect(s.hasTag('busy') || s.hasTag('failed')).toBe(false);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
    // What was persisted last is what the chat holds.
    const last = effects.persisted.at(-1);
    if (last) expect(last).toEqual({ conversationId, lines: transcript.length });
    expect(transcript.length % 2).toBe(0);
  },
  afterStep: (actor, event) => {
    const { context } = actor.getSnapshot();
    if (event.type === 'xstate.error.actor.sendMessage') expect(context.draft.trim()).not.toBe('');
  },
});

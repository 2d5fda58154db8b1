import { chatbotMachine } from '@machines/chatbot/chatbot.machine';
import { chatbotModel } from '@machines/chatbot/chatbot.model';
import {
  canSendMessage,
  chatDraft,
  chatPending,
  chatTranscript,
  hasSendFailed,
  isChatOpen,
  isSending,
} from '@machines/chatbot/chatbot.selectors';
import type { ChatbotExchange, ChatbotInput } from '@machines/chatbot/chatbot.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import type { ChatReply } from '@/api/contract/chatbot';
import { gateCalls } from '../support/call-gate';
import { seedConsent } from '../support/consent-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the chat widget (English shop, /en/cookies, the `chatbot` demo scenario so
 * services.chatbot.enabled is on, consent seeded so the banner leaves room for the button).
 * The kept conversation is stored (chatbotSession, chatbotHistory) before the page loads.
 * Opening, closing, typing and sending are the shopper's; the message call is held until the
 * path's next step, so the sending state can be seen (also with the dialog closed), and whether
 * it goes through is the platform's `chatbot-error` scenario, set before the press. The oracle,
 * the same machine whose call never answers by itself, gets the platform's own reply and says
 * what the dialog shows.
 */
const paths = generateUiTours(chatbotMachine, chatbotModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const slow = { timeout: 15_000 };
const DONE = 'xstate.done.actor.sendMessage';
const ERROR = 'xstate.error.actor.sendMessage';

const ui = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Customer care' });
  return {
    launcher: page.getByRole('button', { name: 'Chat with customer care' }),
    dialog,
    close: dialog.getByRole('button', { name: 'Close the chat' }),
    field: dialog.getByRole('textbox', { name: 'Your message' }),
    send: dialog.getByRole('button', { name: /^(Send|Sending…)$/ }),
    lines: dialog.getByRole('list', { name: 'Conversation' }).getByRole('listitem'),
    failure: dialog.getByRole('alert'),
  };
};

test.describe.configure({ timeout: 90_000 });

for (const path of paths) {
  test(`chatbot: ${path.name}`, async ({ page, context, baseURL }) => {
    const c = ui(page);
    const input = path.input as ChatbotInput;
    const oracle = createActor(
      chatbotMachine.provide({
        actors: { sendMessage: pending },
        actions: { persistConversation: () => {} },
      }),
      { input },
    ).start();
    const setScenario = async (failing: boolean) => {
      await context.clearCookies({ name: 'demo_scenario' });
      await context.addCookies([
        {
          name: 'demo_scenario',
          value: failing ? 'chatbot,chatbot-error' : 'chatbot',
          url: baseURL!,
        },
      ]);
    };
    await setScenario(false);
    await seedConsent(page);
    // The kept conversation, as the widget stores it (src/app/actors/visit/chatbot.tsx).
    if (input.conversationId !== null) {
      await page.addInitScript(
        ({ conversationId, transcript }) => {
          localStorage.setItem('chatbotSession', JSON.stringify({ conversationId }));
          localStorage.setItem('chatbotHistory', JSON.stringify(transcript));
        },
        { conversationId: input.conversationId, transcript: input.transcript },
      );
    }
    const messages = await gateCalls(page, /\/api\/v3\/chatbot\/messages$/, 'POST');
    await page.goto('/en/cookies');
    await expect(c.launcher).toBeVisible({ timeout: 30_000 });
    await expectState();
    for (const [index, step] of path.steps.entries()) {
      oracle.send((await perform(step, path.steps[index + 1])) as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState();
    }
    await messages.stop();

    /** Does what the step says; the event for the oracle (with the platform's own reply). */
    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const event = step.event as { type: string; value?: string };
      switch (event.type) {
        case 'chat.open':
          await c.launcher.click();
          return event;
        case 'chat.close':
          await c.close.click();
          return event;
        case 'draft.change':
          // Retyping the kept text is still typing: clear first so the field sees a change.
          await c.field.clear();
          await c.field.fill(event.value ?? '');
          return event;
        case 'message.send':
          await setScenario(next?.event.type === ERROR);
          messages.hold();
          await c.send.click();
          return event;
        case DONE: {
          const text = chatPending(oracle.getSnapshot()) ?? '';
          const answer = (await messages.pass()) as ChatReply;
          const output: ChatbotExchange = {
            conversationId: answer.conversationId,
            sent: { from: 'shopper', text, at: answer.reply.at },
            reply: answer.reply,
          };
          return { type: DONE, output };
        }
        case ERROR:
          // The platform answers 500 (the scenario set before the press).
          await messages.pass().catch(() => undefined);
          return event;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      if (!isChatOpen(s)) {
        await expect(c.dialog).toHaveCount(0, slow);
        await expect(c.launcher).toHaveAttribute('aria-expanded', 'false');
        return;
      }
      await expect(c.dialog).toBeVisible(slow);
      const lines = chatTranscript(s).map(
        (entry) => `${entry.from === 'shopper' ? 'You:' : 'Customer care:'} ${entry.text}`,
      );
      const sendingText = chatPending(s);
      if (sendingText !== null) lines.push(`You: ${sendingText} Sending…`);
      if (lines.length === 0) lines.push('Hello! Write to us and customer care will answer here.');
      await expect(c.lines).toHaveText(lines, slow);
      await expect(c.field).toHaveValue(chatDraft(s), slow);
      if (isSending(s)) {
        await expect(c.send).toHaveText('Sending…');
        await expect(c.field).not.toBeEditable();
      } else {
        await expect(c.send).toHaveText('Send');
        await expect(c.field).toBeEditable();
      }
      await (canSendMessage(s) ? expect(c.send).toBeEnabled() : expect(c.send).toBeDisabled());
      if (hasSendFailed(s)) {
        await expect(c.failure).toHaveText('Your message was not sent. Please try again.', slow);
      } else {
        await expect(c.failure).toHaveCount(0);
      }
    }
  });
}

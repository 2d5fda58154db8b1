import { Trans, useLingui } from '@lingui/react/macro';
import {
  canSendMessage,
  chatDraft,
  chatPending,
  chatTranscript,
  hasSendFailed,
  isChatOpen,
  isSending,
} from '@machines/chatbot/chatbot.selectors';
import { CHAT_DRAFT_MAX } from '@machines/chatbot/chatbot.types';
import type { Systems } from '@machines/visit/visit.types';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import {
  Dialog,
  Form,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useLoadedJourney } from '@/app/hooks/use-loaded-journey';
import { Button } from '@/ui/Button';
import styles from './ChatWidget.module.css';

/**
 * The contact/chat widget (services.chatbot.enabled): a button in the bottom corner opens a
 * dialog where the shopper writes to customer care. Loaded only when the configuration enables it.
 */
export default function ChatWidget() {
  // The journey is the visit's (`chatbot`): loaded the first time the widget shows, then kept
  // until a logout ends it (then asked for anew, with no conversation).
  const actor = useLoadedJourney('chatbot');
  if (!actor) return null;
  return (
    <>
      <ChatLauncher actor={actor} />
      <ChatDialog actor={actor} />
      {/* Room below the footer, so the page's last controls can scroll clear of the button. */}
      <div className={styles.room} aria-hidden="true" />
    </>
  );
}

type Chatbot = Systems['chatbot'];

function ChatLauncher({ actor }: { actor: Chatbot }) {
  const { t } = useLingui();
  const open = useSelector(actor, isChatOpen);
  return (
    <Button
      className={styles.launcher}
      aria-label={t`Chat with customer care`}
      aria-expanded={open}
      onPress={() => actor.send({ type: 'chat.open' })}
    >
      <ChatIcon />
    </Button>
  );
}

function ChatDialog({ actor }: { actor: Chatbot }) {
  const { t } = useLingui();
  const open = useSelector(actor, isChatOpen);
  const transcript = useSelector(actor, chatTranscript);
  const pending = useSelector(actor, chatPending);
  const draft = useSelector(actor, chatDraft);
  const sending = useSelector(actor, isSending);
  const failed = useSelector(actor, hasSendFailed);
  const canSend = useSelector(actor, canSendMessage);
  const close = () => actor.send({ type: 'chat.close' });
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => !isOpen && close()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="chat-title">
          <div className={styles.head}>
            <Heading slot="title" id="chat-title" className={styles.title}>
              <Trans>Customer care</Trans>
            </Heading>
            <Button
              variant="ghost"
              size="sm"
              className={styles.close}
              aria-label={t`Close the chat`}
              onPress={close}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <ol className={styles.transcript} aria-label={t`Conversation`} aria-live="polite">
            {transcript.length === 0 && !pending && (
              <li className={styles.agent}>
                <Trans>Hello! Write to us and customer care will answer here.</Trans>
              </li>
            )}
            {transcript.map((entry) => (
              <li
                key={`${entry.at}-${entry.from}`}
                className={entry.from === 'shopper' ? styles.shopper : styles.agent}
              >
                <span className="visually-hidden">
                  {entry.from === 'shopper' ? t`You:` : t`Customer care:`}{' '}
                </span>
                {entry.text}
              </li>
            ))}
            {pending && (
              <li className={styles.shopper}>
                <span className="visually-hidden">{t`You:`} </span>
                {pending}
                <span className={styles.status}>
                  {' '}
                  <Trans>Sending…</Trans>
                </span>
              </li>
            )}
          </ol>
          {failed && (
            <p role="alert" className={styles.error}>
              <Trans>Your message was not sent. Please try again.</Trans>
            </p>
          )}
          <Form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'message.send' });
              // Send is disabled once the field is empty: the keyboard stays in the field.
              field.current?.focus();
            }}
          >
            <TextField
              className={styles.field}
              value={draft}
              maxLength={CHAT_DRAFT_MAX}
              isReadOnly={sending}
              onChange={(value) => actor.send({ type: 'draft.change', value })}
            >
              <Label className={styles.label}>
                <Trans>Your message</Trans>
              </Label>
              <TextArea ref={field} className={styles.input} rows={2} />
            </TextField>
            <Button type="submit" isDisabled={!canSend}>
              {sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
            </Button>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ChatIcon() {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </svg>
  );
}

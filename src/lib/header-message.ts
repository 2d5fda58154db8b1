import type { Parser } from './storage';

/** What the header message rule reads of the editor's message (the contract's `HeaderMessage`). */
export interface HeaderMessageFields {
  id: string;
  text: string;
  start_date?: string | null;
  end_date?: string | null;
}

/**
 * The message to show above the header, or null: none published, blank text, closed by the
 * shopper (`dismissedId` is the id of the message they closed; a message published under another
 * id shows again), or outside its window (`start_date <= now < end_date`, either end optional;
 * an unreadable date counts as unset on that end).
 */
export function headerMessageToShow<T extends HeaderMessageFields>(
  message: T | null | undefined,
  { dismissedId, now }: { dismissedId: string | null; now: number },
): T | null {
  if (!message || message.text.trim() === '') return null;
  if (dismissedId !== null && message.id === dismissedId) return null;
  const start = message.start_date ? Date.parse(message.start_date) : Number.NaN;
  const end = message.end_date ? Date.parse(message.end_date) : Number.NaN;
  if (!Number.isNaN(start) && now < start) return null;
  if (!Number.isNaN(end) && now >= end) return null;
  return message;
}

/** The stored `headerMessage` value: the id of the message the shopper closed. */
export const dismissedMessageParser: Parser<string> = {
  safeParse: (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length <= 200
      ? { success: true, data: value }
      : { success: false },
};

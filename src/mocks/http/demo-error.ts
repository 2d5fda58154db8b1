import type { Locale } from '@/api/contract/common';
import { MESSAGES, type MessageCode } from '../messages';

/** Thrown by a resolver to answer a non-2xx reply `{ userMessage, code }`. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly detail?: string,
  ) {
    super(`${status} ${code}${detail ? `: ${detail}` : ''}`);
  }
}

export const errorBody = (code: MessageCode, locale: Locale, detail?: string) => ({
  userMessage: MESSAGES[code][locale],
  code,
  ...(detail ? { message: detail } : {}),
});

/** `el` unless the first Accept-Language tag is English (`en-GB`, `en`). */
export const localeOf = (request: Request): Locale =>
  /^\s*en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'el';

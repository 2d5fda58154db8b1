import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearTokenCookie } from '@/api/token-cookie';
import { activateLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { createDemoServer } from '@/mocks/node-server';

/**
 * The demo platform over msw/node for one test file: listening before its tests (an unhandled
 * request fails), the shop in `locale`, `preload` awaited (a lazy chunk the first press would
 * load); after each test its handlers, listeners, sessions, the page's storage and token cookie
 * are as they were, so no test leans on the one before.
 */
export function demoServerForFile({
  locale = 'en',
  preload,
}: {
  locale?: Locale;
  preload?: () => Promise<unknown>;
} = {}) {
  const server = createDemoServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await activateLocale(locale);
    await preload?.();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
    server.resetSessions();
    localStorage.clear();
    clearTokenCookie();
  });
  afterAll(() => server.close());
  return server;
}

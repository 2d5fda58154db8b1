import { appConfigFromEnv, createApiClient } from '@/api/client';
import { readTokenCookie } from '@/api/token-cookie';
import { activeLocale } from '@/i18n/i18n';
import { nextTask } from '@/lib/next-task';
import { UNAUTHORIZED_EVENT } from './unauthorized-event';

const config = appConfigFromEnv(import.meta.env);

/** The shop's one API client: VITE_API_URL (default the demo platform at /api), VITE_APP_ID. */
export const api = createApiClient({
  baseURL: config.baseURL,
  appId: config.appId,
  getLocale: activeLocale,
  getToken: () => readTokenCookie(),
  // Each call is sent in a task of its own (src/lib/next-task.ts).
  beforeCall: nextTask,
  // A 401 from any call ends the session: the visit hears it (src/app/actors/visit/browser-events.ts)
  // and its session journey clears the token; the cart is kept.
  onUnauthorized: () => {
    globalThis.dispatchEvent?.(new Event(UNAUTHORIZED_EVENT));
  },
});

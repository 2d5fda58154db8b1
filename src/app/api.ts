import { appConfigFromEnv, createApiClient } from '@/api/client';
import { readTokenCookie } from '@/api/token-cookie';
import { activeLocale } from '@/i18n/i18n';
import { nextTask } from '@/lib/next-task';

const config = appConfigFromEnv(import.meta.env);

/** The shop's one API client: VITE_API_URL (default the demo platform at /api), VITE_APP_ID. */
export const api = createApiClient({
  baseURL: config.baseURL,
  appId: config.appId,
  getLocale: activeLocale,
  getToken: () => readTokenCookie(),
  // Each call is sent in a task of its own (src/lib/next-task.ts).
  beforeCall: nextTask,
  // A 401 from any call ends the session through the session journey (token cleared, cart kept).
  onUnauthorized: () => {
    void import('./actors/session').then(({ sessionExpired }) => sessionExpired());
  },
});

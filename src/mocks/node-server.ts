import { getResponse, HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoPlatform, type DemoHandlerOptions } from './handlers/index';

/**
 * The demo platform for Vitest (msw/node). Requests without a `demo_session` cookie share one
 * session per server (fetch in Node keeps no cookies), so a login is seen by the next call;
 * send `cookie: demo_session=<id>` to use separate sessions. `resetSessions()` forgets every
 * write (call it in `afterEach` for independent tests).
 */
export const createDemoServer = (options: DemoHandlerOptions = {}) => {
  const platform = createDemoPlatform({ sessionFallback: 'shared', ...options });
  const server = setupServer(...platform.handlers);
  return Object.assign(server, {
    resetSessions: () => platform.sessions.clear(),
    /** The shared session's data, for a test that checks what no call shows (a slot's load). */
    sharedStore: () => platform.sessions.resolve(undefined).store,
    /**
     * Until `resetHandlers()`: the platform's reply to GET `url` (an msw pattern) with its JSON
     * changed by `change` (a new body, or the same one changed in place), as
     * e2e/support/json-reply.ts does in the browser.
     */
    withJsonReply: <T>(url: string, change: (body: T) => unknown) =>
      server.use(
        http.get(url, async ({ request }) => {
          const reply = await getResponse(platform.handlers, request);
          if (!reply) throw new Error(`the demo platform does not answer ${url}`);
          const body = (await reply.json()) as T;
          return HttpResponse.json((change(body) ?? body) as JsonBodyType, {
            status: reply.status,
          });
        }),
      ),
  });
};

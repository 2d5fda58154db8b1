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
  return Object.assign(setupServer(...platform.handlers), {
    resetSessions: () => platform.sessions.clear(),
  });
};

import type { VisitEvent } from '@machines/visit/visit.types';
import { fromCallback } from 'xstate';
import { afterLoad } from '@/lib/after-load';

/**
 * How long after the page's load the worker is registered: its install (the shop's code, 0.6 MB
 * gzip) does not compete with the page's own start, nor its pictures, on a phone's connection.
 */
const AFTER_LOAD_MS = 5000;

/**
 * The shop's service worker (src/sw), in built shops only (`npm start` serves the code as it is
 * written): registered some seconds after the page's load (src/app/service-worker-registration.ts);
 * a new version that waits is told to the visit, and on `app.update` (the shopper's Reload) it
 * takes over and the page loads again.
 */
export const serviceWorker = fromCallback<VisitEvent>(({ sendBack, receive }) => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let stopped = false;
  let update: (() => void) | null = null;
  afterLoad(() => {
    import('../../service-worker-registration')
      .then(({ registerServiceWorker }) => {
        if (!stopped)
          update = registerServiceWorker(() => sendBack({ type: 'app.updateReady' })).update;
      })
      .catch(() => undefined);
  }, AFTER_LOAD_MS);
  receive((event) => {
    if (event.type === 'app.update') update?.();
  });
  return () => {
    stopped = true;
  };
});

import type { VisitEvent } from '@machines/visit/visit.types';
import { fromCallback } from 'xstate';

/** How long after the page's load the worker is registered. */
const AFTER_LOAD_MS = 5000;

/**
 * Some seconds after the page has loaded, when the browser is idle: the worker's install (the
 * shop's code, 0.6 MB gzip) does not compete with the page's own start, nor its pictures, on a
 * phone's connection.
 */
const whenSettled = (run: () => void) => {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run);
  const later = () => setTimeout(idle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

/**
 * The shop's service worker (src/sw), in built shops only (`npm start` serves the code as it is
 * written): registered once the page has settled (src/app/service-worker-registration.ts); a new
 * version that waits is told to the visit, and on `app.update` (the shopper's Reload) it takes
 * over and the page loads again.
 */
export const serviceWorker = fromCallback<VisitEvent>(({ sendBack, receive }) => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let stopped = false;
  let update: (() => void) | null = null;
  whenSettled(() => {
    import('../../service-worker-registration')
      .then(({ registerServiceWorker }) => {
        if (!stopped)
          update = registerServiceWorker(() => sendBack({ type: 'app.updateReady' })).update;
      })
      .catch(() => undefined);
  });
  receive((event) => {
    if (event.type === 'app.update') update?.();
  });
  return () => {
    stopped = true;
  };
});

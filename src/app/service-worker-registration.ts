import { Workbox } from 'workbox-window';
import { SKIP_WAITING } from '@/sw/offline-routes';

/** Where the build puts the worker (vite-plugin-pwa, vite.config.ts). */
const WORKER_URL = '/service-worker.js';

/**
 * Registers the shop's service worker (workbox-window; loaded 5 s after the page's load, not
 * with the first paint). `onWaiting`: a new version is installed and waits. The returned
 * `update` (the shopper's Reload) hands over to it, and this page loads again under it.
 *
 * The new version takes over every tab at once. Another tab is not reloaded under the shopper
 * (it may be in the middle of a checkout): it goes on with the code it has and keeps offering
 * the Reload, which then loads it again.
 */
export function registerServiceWorker(onWaiting: () => void): { update: () => void } {
  const workbox = new Workbox(WORKER_URL, { scope: '/' });
  let asked = false;
  let takenOver = false;
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    if (asked) {
      window.location.reload();
      return;
    }
    takenOver = true;
    onWaiting();
  });
  // Refused (a private window, the e2e's default): the shop works online as ever.
  workbox.register().catch(() => undefined);
  return {
    update: () => {
      if (takenOver) {
        window.location.reload();
        return;
      }
      asked = true;
      workbox.messageSW({ type: SKIP_WAITING }).catch(() => undefined);
    },
  };
}

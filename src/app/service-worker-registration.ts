import { Workbox } from 'workbox-window';
import { SKIP_WAITING } from '@/sw/offline-routes';

/** Where the build puts the worker (vite-plugin-pwa, vite.config.ts). */
const WORKER_URL = '/service-worker.js';

/**
 * Registers the shop's service worker (workbox-window; loaded once the page has settled, not
 * with the first paint). `onWaiting`: a new version is installed and waits. The returned
 * `update` hands over to it; once it controls the page, the page loads again under it.
 */
export function registerServiceWorker(onWaiting: () => void): { update: () => void } {
  const workbox = new Workbox(WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  // Refused (a private window, the e2e's default): the shop works online as ever.
  workbox.register().catch(() => undefined);
  return { update: () => void workbox.messageSW({ type: SKIP_WAITING }).catch(() => undefined) };
}

/**
 * The shop's service worker (Workbox, built by vite-plugin-pwa's injectManifest from this file):
 * - the app's code, styles, icons and the "needs a connection" pages are precached with each
 *   version;
 * - pages and the catalogue's calls come from the network first and are kept, so a page seen
 *   online opens offline (and after 5 s without an answer on a weak signal);
 * - images, once seen, come from the cache;
 * - a page never seen opens offline as the "needs a connection" page of its language.
 * A new version waits until the shopper presses Reload (the page sends SKIP_WAITING), so it never
 * takes over in the middle of a visit.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { catalogueCacheKey, isCatalogueCall, offlinePageFor, SKIP_WAITING } from './offline-routes';

interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message' | 'activate',
    listener: (event: { data?: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

const DAY = 24 * 60 * 60;
const PAGES = 'pages';

// A chunk fetched again after a failure carries `?try=N` (src/lib/retryable-import.ts).
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^try$/],
});
cleanupOutdatedCaches();
clientsClaim();

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 5,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY }),
  ],
});
registerRoute(({ request }) => request.mode === 'navigate', pages);

registerRoute(
  ({ request, url }) => request.method === 'GET' && isCatalogueCall(url),
  new NetworkFirst({
    cacheName: 'catalogue',
    networkTimeoutSeconds: 5,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => catalogueCacheKey(request) },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * DAY }),
    ],
  }),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    // Only answers the shop can read (an opaque one takes megabytes of quota, and may be an error).
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The build's hashed files not precached (none today; any added later is kept once used).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = await matchPrecache(offlinePageFor(new URL(request.url).pathname));
  return page ?? Response.error();
});

/**
 * A version taking over: the pages kept by the one before name its code, which the precache no
 * longer holds, so they go. The shop's open pages (the one that installed the worker was loaded
 * before it) are kept now, through the pages' own strategy, so they reopen offline.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await caches.delete(PAGES);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const addresses = windows.map(({ url }) => new URL(url).href.replace(/#.*$/, ''));
      await Promise.all(
        addresses.map((address) => pages.handleAll({ event: event as never, request: address })[1]),
      ).catch(() => undefined);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});

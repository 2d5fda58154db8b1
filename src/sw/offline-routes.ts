/**
 * What the service worker keeps for offline use, and where an unseen page goes offline. Pure
 * functions of a URL or a request (tests/sw/offline-routes.test.ts), used by service-worker.ts.
 */

/**
 * The platform's public catalogue and content calls, kept so a page seen online opens offline
 * (products, categories, brands, offers, searches, the editor's content, shops). The customer's
 * own data (account, orders, lists, cart, reservations) is never kept in the shared cache.
 */
const CATALOGUE_CALL =
  /\/v3(?:\.1)?\/(?:products|categories|brands|offers|content|shops|stores|delivery-services|bundle-offers)(?:\/|$|\?)/;

/**
 * Not kept, though under those paths: what the shopper types as they type it (suggestions), and
 * what follows their address (a shop's delivery days, shops for a postal code): personal, and
 * stale within minutes.
 */
const NOT_KEPT = /\/(?:suggestions|delivery-days)(?:\/|$)/;

export const isCatalogueCall = (url: URL): boolean =>
  CATALOGUE_CALL.test(url.pathname) &&
  !NOT_KEPT.test(url.pathname) &&
  !url.searchParams.has('postalCode');

/**
 * The catalogue answers in the language the call asks for (`Accept-Language`): the cache keeps
 * one answer per language, so an English page offline never shows a Greek answer.
 */
export function catalogueCacheKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set('sw-lang', request.headers.get('Accept-Language') ?? '');
  return url.href;
}

/** The "needs a connection" page in the language of the address asked for. */
export const offlinePageFor = (pathname: string): string =>
  pathname === '/en' || pathname.startsWith('/en/') ? '/en/offline.html' : '/offline.html';

/** The message a page sends the waiting version so it takes over (the shopper pressed Reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

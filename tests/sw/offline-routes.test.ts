import { describe, expect, it } from 'vitest';
import { catalogueCacheKey, isCatalogueCall, offlinePageFor } from '@/sw/offline-routes';

const call = (path: string) => new URL(path, 'https://shop.example.gr');

describe('what the service worker keeps for offline use', () => {
  it("keeps the catalogue's and the content's calls, never the customer's own", () => {
    for (const path of [
      '/api/v3/products/agora-deli-feta-cheese-300-g-1005',
      '/api/v3/products?category=dairy',
      '/api/v3.1/products/search?q=feta',
      '/api/v3/categories',
      '/api/v3/content/footer',
      '/api/v3/brands/agora-deli',
      '/api/v3/offers',
      '/api/v3/shops',
      '/api/v3/delivery-services',
      '/api/v3/bundle-offers/summary',
    ]) {
      expect(isCatalogueCall(call(path)), path).toBe(true);
    }
    for (const path of [
      '/api/v3/users/me',
      '/api/v3/users/me/orders',
      '/api/v3/orders',
      '/api/v3/carts/price',
      '/api/v3.1/lists',
      '/api/v3/timeslots/reservations',
      '/api/v3/auth/login',
      '/api/v3/productsx',
      // What the shopper types, and what follows their address.
      '/api/v3.1/products/search/suggestions?q=fe',
      '/api/v3/shops/shop-1/delivery-days',
      '/api/v3/shops?postalCode=11527',
    ]) {
      expect(isCatalogueCall(call(path)), path).toBe(false);
    }
  });

  it('keeps one answer per language: the same call in Greek and in English are two entries', () => {
    const ask = (language: string) =>
      new Request('https://shop.example.gr/api/v3/categories?x=1', {
        headers: { 'Accept-Language': language },
      });
    const greek = catalogueCacheKey(ask('el-GR'));
    const english = catalogueCacheKey(ask('en-GB'));
    expect(greek).not.toBe(english);
    expect(catalogueCacheKey(ask('el-GR'))).toBe(greek);
    // The call's own query is kept.
    expect(new URL(greek).searchParams.get('x')).toBe('1');
  });

  it('an unseen page offline is the "needs a connection" page of its language', () => {
    expect(offlinePageFor('/en/offers')).toBe('/en/offline.html');
    expect(offlinePageFor('/en')).toBe('/en/offline.html');
    expect(offlinePageFor('/offers')).toBe('/offline.html');
    expect(offlinePageFor('/')).toBe('/offline.html');
    expect(offlinePageFor('/entertainment')).toBe('/offline.html');
  });
});

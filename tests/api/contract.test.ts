import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { searchProductsEndpoint } from '@/api/contract/catalog';
import { appConfigurationSchema } from '@/api/contract/config';
import { smartBannerFor, smartBannerSchema } from '@/api/contract/content';
import { corporatePageSchema } from '@/api/contract/content-blocks';
import { placeOrderRequestSchema } from '@/api/contract/orders';
import { queryFromSearchParams } from '@/api/endpoint';
import { contractEndpoints, contractModules } from './contract-endpoints';

const modules = contractModules;
const endpoints = contractEndpoints;

describe('contract registry', () => {
  it('finds the contract modules and their endpoints', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
    expect(endpoints.length).toBeGreaterThanOrEqual(45);
  });

  it('gives every endpoint a response schema, a known method and a rooted path', () => {
    for (const { name, endpoint } of endpoints) {
      expect(endpoint.response, name).toBeInstanceOf(z.ZodMiniType);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], name).toContain(endpoint.method);
      expect(endpoint.path, name).toMatch(/^\/[\w.\-/:]*$/);
    }
  });

  it('has a unique method + path per endpoint (placeholder names ignored)', () => {
    const keys = endpoints.map(
      ({ endpoint }) => `${endpoint.method} ${endpoint.path.replace(/:\w+/g, ':')}`,
    );
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it('declares a params schema exactly when the path has placeholders', () => {
    for (const { name, endpoint } of endpoints) {
      const placeholders = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (placeholders.length === 0) {
        expect(endpoint.params, name).toBeUndefined();
        continue;
      }
      expect(endpoint.params, name).toBeInstanceOf(z.ZodMiniObject);
      const shape = (endpoint.params as z.ZodMiniObject).shape;
      expect(Object.keys(shape).sort(), name).toEqual([...placeholders].sort());
    }
  });

  it('keeps the methods and paths the spec gives', () => {
    const given = [
      'GET /v3.1/products/search/suggestions',
      'GET /v3.1/products/search',
      'GET /v3/bundle-offers/summary',
      'POST /v3/bundle-offers/:id/check',
      'POST /lists',
      'GET /v3.1/lists',
      'PUT /lists/:listId/products',
      'DELETE /lists/:listId',
      'PATCH /lists/:listId',
      'GET /v3.1/lists/:listId/products',
      'POST /v3/users/me/avatar',
      'DELETE /v3/users/me/avatar',
    ];
    const actual = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    for (const call of given) expect(actual).toContain(call);
  });
});

describe('schemas', () => {
  it('fills every configuration default from an empty object', () => {
    const config = appConfigurationSchema.parse({});
    expect(config.fields.orderItems.comments.maxLength).toBe(100);
    expect(config.fields.address.postalCode).toEqual({
      minLength: 5,
      maxLength: 5,
      format: 'NUMERIC',
    });
    expect(config.order.guest.enabled).toBe(false);
    expect(config.timeslots.calculation.strategy).toBe('DEFAULT');
    expect(config.format.addressStreetPattern).toBe('STREET_FIRST');
  });

  it('keeps configured values over defaults and rejects unknown enum values', () => {
    const config = appConfigurationSchema.parse({
      fields: { address: { postalCode: { format: 'ALPHANUMERIC', maxLength: 7 } } },
      timeslots: { calculation: { strategy: 'USING_CART_INFO' } },
    });
    expect(config.fields.address.postalCode).toEqual({
      minLength: 5,
      maxLength: 7,
      format: 'ALPHANUMERIC',
    });
    expect(config.timeslots.calculation.strategy).toBe('USING_CART_INFO');
    expect(
      appConfigurationSchema.safeParse({ format: { addressStreetPattern: 'SIDEWAYS' } }).success,
    ).toBe(false);
  });

  it('parses both smart banner forms and reads one platform from either', () => {
    const short = smartBannerSchema.parse({
      title: 'Η εφαρμογή μας',
      description: 'Ψώνισε πιο γρήγορα',
      image: '/img/app.png',
      app_id: 'gr.shop',
      app_url: 'https://apps.example/gr.shop',
    });
    // A store-neutral app url serves both platforms.
    expect(smartBannerFor(short, 'ios')?.appId).toBe('gr.shop');
    const storeIds = smartBannerSchema.parse({
      ...short,
      app_id: '1600004217',
      app_url: 'https://play.google.com/store/apps/details?id=gr.shop',
    });
    expect(smartBannerFor(storeIds, 'ios')).toMatchObject({
      appId: '1600004217',
      appUrl: 'https://apps.apple.com/app/id1600004217',
    });
    expect(smartBannerFor(storeIds, 'android')).toMatchObject({
      appId: 'gr.shop',
      appUrl: 'https://play.google.com/store/apps/details?id=gr.shop',
    });
    const long = smartBannerSchema.parse({
      title: 'App',
      android_title: 'Android app',
      android_description: 'a',
      android_image: '/a.png',
      ios_title: 'iPhone app',
      ios_description: 'i',
      ios_image: '/i.png',
      button_text_download: 'Download',
      button_text_view: 'Open',
      ios_app_id: 'id1',
      android_app_id: 'gr.shop',
      ios_app_url: 'https://apps.example/ios',
      android_app_url: 'https://apps.example/android',
    });
    expect(smartBannerFor(long, 'ios')).toMatchObject({ title: 'iPhone app', appId: 'id1' });
    expect(smartBannerFor(long, 'android')).toMatchObject({ openLabel: 'Open' });
  });

  it('reads the misspelled conten_sub_schema and resolves blocks by id', () => {
    const page = corporatePageSchema.parse({
      id: 'p1',
      schema: 'corporate_page',
      content: {
        title: 'Σχετικά με εμάς',
        slug: 'about-us',
        content_component: [
          { enabled: true, conten_sub_schema: { schema: 'promoted_products', id: 'b1' } },
        ],
        metadata: [{ type: 'title', value: 'About' }],
      },
      blocks: {
        b1: {
          id: 'b1',
          schema: 'promoted_products',
          content: { title: 'Picks', products_andor_offers: ['PR100', 'PR200'] },
        },
      },
    });
    expect(page.blocks.b1?.schema).toBe('promoted_products');
    const badCode = structuredClone(page);
    (
      badCode.blocks.b1 as { content: { products_andor_offers: string[] } }
    ).content.products_andor_offers = ['X1'];
    expect(corporatePageSchema.safeParse(badCode).success).toBe(false);
  });

  it('parses a query read back from a URL (strings) into typed values', () => {
    const search = new URLSearchParams('pageNumber=3&offersOnly=false&collectionTypes=DELIVERY');
    expect(searchProductsEndpoint.query!.parse(queryFromSearchParams(search))).toMatchObject({
      pageNumber: 3,
      offersOnly: false,
      collectionTypes: ['DELIVERY'],
    });
    expect(searchProductsEndpoint.query!.parse({}).pageNumber).toBe(0);
  });

  it('requires an idempotency key to place an order', () => {
    const order = {
      shop: 's1',
      deliveryService: 'easy',
      paymentMethod: 'CARD',
      items: [{ id: 'p1', sku: '100', quantity: 1, name: 'Γάλα', unitPrice: 129 }],
    };
    expect(placeOrderRequestSchema.safeParse(order).success).toBe(false);
    expect(
      placeOrderRequestSchema.safeParse({ ...order, idempotencyKey: crypto.randomUUID() }).success,
    ).toBe(true);
  });
});

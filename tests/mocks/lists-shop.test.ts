import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDemoPlatform } from '@/mocks/handlers/index';

const platform = createDemoPlatform({ maxSessions: 3 });
const cookie = 'demo_session=lists-shop-test';

const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  getResponse(
    platform.handlers,
    new Request(`http://localhost:5173/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        appId: 'lists-shop-test',
        'content-type': 'application/json',
        cookie,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  ).then((response) => response!);

const unavailable = (products: { sku: string; isAvailable: boolean }[]) =>
  products.filter((p) => !p.isAvailable).map((p) => p.sku);

describe('the demo lists calls honour shop', () => {
  it("answers a list's products and previews as the shop has them", async () => {
    const login = await call('/v3/auth/login', {
      method: 'POST',
      body: { email: 'demo@agora.gr', password: 'demo1234' },
    });
    const { token } = (await login.json()) as { token: string };
    const products = async (query: string) =>
      (
        (await (
          await call(`/v3.1/lists/list-demo-favorites/products${query}`, { token })
        ).json()) as { products: { sku: string; isAvailable: boolean }[] }
      ).products;
    expect(unavailable(await products(''))).toEqual([]);
    expect(unavailable(await products('?shop=shop-kolonaki'))).toEqual([]);
    expect(unavailable(await products('?shop=shop-glyfada'))).toEqual(['1004', '1010']);

    const lists = (await (
      await call('/v3.1/lists?withProductPreviewCount=4&shop=shop-glyfada', { token })
    ).json()) as { _id: string; previewProducts: { sku: string; isAvailable: boolean }[] }[];
    const favorites = lists.find((list) => list._id === 'list-demo-favorites')!;
    expect(unavailable(favorites.previewProducts)).toEqual(['1004']);
  });
});

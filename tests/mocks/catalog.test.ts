import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCategoriesEndpoint,
  getProductEndpoint,
  getProductsByCodeEndpoint,
  getSuggestionsEndpoint,
  searchProductsEndpoint,
} from '@/api/contract/catalog';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('demo platform: catalogue', () => {
  it('pages the catalogue 24 at a time from page 0', async () => {
    const { client } = createDemoApi();
    const first = await client.call(searchProductsEndpoint, { query: {} });
    const second = await client.call(searchProductsEndpoint, { query: { pageNumber: 1 } });
    expect(first.pageNumber).toBe(0);
    expect(first.pageSize).toBe(24);
    expect(first.items).toHaveLength(24);
    expect(first.totalItems).toBeGreaterThanOrEqual(300);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 24));
    const firstIds = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('finds a term in either language and answers in the Accept-Language', async () => {
    const greek = createDemoApi({ locale: 'el' });
    const english = createDemoApi({ locale: 'en' });
    const el = await greek.client.call(searchProductsEndpoint, { query: { product: 'φετα' } });
    const en = await english.client.call(searchProductsEndpoint, { query: { product: 'feta' } });
    expect(el.totalItems).toBeGreaterThan(0);
    expect(el.items.map((p) => p.id)).toEqual(en.items.map((p) => p.id));
    expect(el.items[0]?.name).toMatch(/^Φέτα/);
    expect(en.items[0]?.name).toMatch(/Feta cheese/);
    expect(en.items[0]?.searchTerms.reduced).toBe(en.items[0]?.searchTerms.reduced.toLowerCase());
    // The tile carries the initial of the name in the answer's language.
    for (const { name, image } of [el.items[0]!, en.items[0]!])
      expect(decodeURIComponent(image)).toContain(`/${name.charAt(0)}.svg`);
    expect(el.items[0]!.image).not.toBe(en.items[0]!.image);
  });

  it('filters by category and offers and keeps express-only listings', async () => {
    const { client } = createDemoApi();
    const dairy = await client.call(searchProductsEndpoint, { query: { category: 'dairy-eggs' } });
    expect(dairy.items.every((p) => p.categoryId === 'dairy-eggs')).toBe(true);
    const offers = await client.call(searchProductsEndpoint, { query: { offersOnly: true } });
    expect(offers.items.every((p) => p.offerType !== null)).toBe(true);
    const frozen = await client.call(searchProductsEndpoint, {
      query: { category: 'frozen', collectionTypes: ['EXPRESS'] },
    });
    expect(frozen.totalItems).toBe(0);
  });

  it('suggests only from 3 characters on', async () => {
    const { client } = createDemoApi();
    const short = await client.call(getSuggestionsEndpoint, { query: { term: 'το' } });
    expect(short.catalogProducts).toEqual([]);
    expect(short.categories).toEqual([]);
    const long = await client.call(getSuggestionsEndpoint, { query: { term: 'ντομ' } });
    expect(long.catalogProducts.length).toBeGreaterThan(0);
    expect(long.catalogProducts[0]?.name).toMatch(/^Ντομάτες/);
    expect(long.categories[0]?.category.id).toBe('fruit-vegetables');
  });

  it('marks a category suggestion as previously searched after a search', async () => {
    const { client } = createDemoApi({ session: 'catalog-history-1' });
    const before = await client.call(getSuggestionsEndpoint, { query: { term: 'μέλι' } });
    expect(before.categories[0]?.previouslySearched).toBe(false);
    await client.call(searchProductsEndpoint, { query: { product: 'μέλι' } });
    const after = await client.call(getSuggestionsEndpoint, { query: { term: 'μελι' } });
    expect(after.categories[0]?.previouslySearched).toBe(true);
  });

  it('resolves products by slug and by editor code', async () => {
    const { client } = createDemoApi();
    const [byCode] = await client.call(getProductsByCodeEndpoint, {
      query: { codes: ['PR1001', 'PR999999'] },
    });
    expect(byCode?.code).toBe('PR1001');
    const bySlug = await client.call(getProductEndpoint, { params: { slug: byCode!.slug } });
    expect(bySlug.id).toBe(byCode?.id);
  });

  it('lists at least 12 categories with icons served by the media handler', async () => {
    const { client } = createDemoApi();
    const categories = await client.call(getCategoriesEndpoint);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const icon = await fetch(`http://localhost${categories[0]!.selectedIcon}`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
  });
});

import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appConfigurationSchema } from '@/api/contract/config';
import { createDemoHandlers } from '@/mocks/handlers/index';
import { DEMO_CONFIGURATION } from '@/mocks/seed/config';
import { parseTile, renderTile } from '@/mocks/seed/images';
import { createPrng } from '@/mocks/seed/prng';
import { buildSeed, getSeed } from '@/mocks/seed/seed';
import { SEED_SHOPS, shopsFor } from '@/mocks/seed/shops';

describe('demo platform: seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildSeed().products)).toBe(JSON.stringify(buildSeed().products));
    const a = createPrng(7);
    const b = createPrng(7);
    expect([a.next(), a.next(), a.hex(16)]).toEqual([b.next(), b.next(), b.hex(16)]);
  });

  it('has a bilingual catalogue of 300+ products in 12+ categories', () => {
    const { products, categories } = buildSeed();
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(12);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const p of products) {
      expect(p.code).toMatch(/^PR\d+$/);
      expect(p.name.el).toMatch(/[α-ωΑ-Ω]/);
      expect(p.name.en).not.toBe(p.name.el);
      expect(p.reduced.el).toBe(p.reduced.el.toLowerCase());
      expect(p.reduced.el).not.toMatch(/[άέήίόύώ]/);
    }
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(
      products.filter((p) => p.originalPrice && p.originalPrice > p.price).length,
    ).toBeGreaterThan(20);
    expect(products.some((p) => p.optionGroups[0]?.options.some((o) => o.id === 'minced'))).toBe(
      true,
    );
    expect(products.some((p) => p.optionGroups[0]?.options.some((o) => o.id === 'thin'))).toBe(
      true,
    );
    expect(products.some((p) => p.packaging?.productId === 'PKG-BOTTLE')).toBe(true);
    expect(products.filter((p) => !p.collectionTypes.includes('express')).length).toBeGreaterThan(
      20,
    );
  });

  it('builds a 10,000-product catalogue whose first products are the default ones', () => {
    const big = buildSeed(10_000);
    expect(big.products).toHaveLength(10_000);
    expect(new Set(big.products.map((p) => p.slug)).size).toBe(10_000);
    expect(big.products.slice(0, 360)).toEqual(buildSeed().products);
  });

  // Speed is measured by `npm run bench:suggestions` (prints p50/p95, fails above 20 ms p95);
  // here only what the suggestions answer holds over the big catalogue.
  it('suggests matching products from the whole 10,000-product catalogue', async () => {
    const handlers = createDemoHandlers({ productCount: 10_000, sessionFallback: 'shared' });
    const big = getSeed(10_000).products;
    // A product only the big catalogue has: its name's first word must find it.
    const late = big[9_000]!;
    const term = late.reduced.el.split(' ').find((word) => word.length >= 4)!;
    const response = await getResponse(
      handlers,
      new Request(
        `http://localhost/api/v3.1/products/search/suggestions?term=${encodeURIComponent(term)}`,
        { headers: { appId: 'seed-test', 'accept-language': 'el-GR' } },
      ),
    );
    expect(response?.status).toBe(200);
    const body = (await response!.json()) as { catalogProducts: { name: string }[] };
    expect(body.catalogProducts.length).toBeGreaterThan(0);
    expect(body.catalogProducts.length).toBeLessThanOrEqual(10);
    for (const product of body.catalogProducts) {
      const reduced = big.find((p) => p.name.el === product.name)?.reduced.el ?? '';
      expect(reduced, product.name).toContain(term);
    }
  });

  it('has 8+ Athens shops covering 100xx-189xx and not 19xxx', () => {
    expect(SEED_SHOPS.length).toBeGreaterThanOrEqual(8);
    for (let prefix = 100; prefix <= 189; prefix += 1) {
      expect(shopsFor('easy', `${prefix}00`).length, `postal ${prefix}00`).toBeGreaterThan(0);
    }
    expect(shopsFor('easy', '19010')).toEqual([]);
    expect(shopsFor('easy', '54621')).toEqual([]);
  });

  it('sets every configuration key explicitly', () => {
    const parsed = appConfigurationSchema.parse(DEMO_CONFIGURATION);
    expect(parsed).toEqual(DEMO_CONFIGURATION);
    expect(appConfigurationSchema.parse({})).not.toEqual(DEMO_CONFIGURATION);
  });

  it('renders image tiles from their URL parts', () => {
    const spec = parseTile(
      'fish',
      '2f7fb5',
      `${encodeURIComponent('Τ')}.svg`,
      new URLSearchParams('w=64&h=64'),
    );
    expect(spec).toMatchObject({ glyph: 'fish', colour: '#2f7fb5', label: 'Τ', width: 64 });
    expect(renderTile(spec!)).toMatch(/^<svg [^>]*width="64"[^>]*>.*Τ<\/text><\/svg>$/);
    expect(parseTile('unknown', '2f7fb5', 'x.svg', new URLSearchParams())).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListEndpoint } from '@/api/contract/catalog';
import { createDemoApi } from '@/mocks/demo-api';
import { editDistance } from '@/mocks/logic/list-search';
import { createDemoServer } from '@/mocks/node-server';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const search = (terms: string[], locale: 'el' | 'en' = 'el', extra: object = {}) =>
  createDemoApi({ locale }).client.call(searchListEndpoint, {
    body: { items: terms.map((term) => ({ term })), ...extra },
  });

describe('demo platform: shopping-list search', () => {
  it('answers one row per item, in order, best match first and up to 3 alternatives', async () => {
    const { results } = await search(['γάλα', 'φέτα', 'ψωμί ολικής', 'Ντομάτες']);
    expect(results.map((r) => r.term)).toEqual(['γάλα', 'φέτα', 'ψωμί ολικής', 'Ντομάτες']);
    for (const result of results) {
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products.length).toBeLessThanOrEqual(4);
      expect(result.approximate).toBe(false);
    }
    expect(results[1]!.products[0]!.name).toMatch(/^Φέτα/);
    expect(results[2]!.products[0]!.name).toMatch(/Ψωμί ολικής/);
    expect(results[3]!.products[0]!.name).toMatch(/^Ντομάτες/);
  });

  it('ignores accents and case, and finds Greek words in English and English in Greek', async () => {
    const plain = await search(['FETA', 'φετα', 'ΦΈΤΑ'], 'en');
    const ids = plain.results.map((r) => r.products[0]?.id);
    expect(new Set(ids).size).toBe(1);
    expect(plain.results[0]!.products[0]!.name).toMatch(/Feta/);
  });

  it('tolerates a misspelling and says the match is the closest one', async () => {
    const { results } = await search(['φετταα', 'spagetti', 'yogurt strained', 'ντομάτα']);
    expect(results.map((r) => r.approximate)).toEqual([true, true, true, true]);
    expect(results[0]!.products[0]!.name).toMatch(/^Φέτα/);
    expect(results[1]!.products[0]!.name).toMatch(/Σπαγγέτι/);
    expect(results[2]!.products[0]!.name).toMatch(/Γιαούρτι στραγγιστό/);
    expect(results[3]!.products[0]!.name).toMatch(/^Ντομάτες/);
  });

  it('finds nothing for an unknown item and says so with an empty row', async () => {
    const { results } = await search(['κρουασάν σοκολάτας φράουλα', 'zzqx']);
    expect(results).toEqual([
      { term: 'κρουασάν σοκολάτας φράουλα', products: [], approximate: false },
      { term: 'zzqx', products: [], approximate: false },
    ]);
  });

  it('does not need numbers, units or little words to match', async () => {
    const { results } = await search([
      '500 γρ. φέτα',
      'γάλα 1 λίτρο',
      'ψωμί με προζύμι',
      'γάλα 1,5%',
    ]);
    expect(results[0]!.products[0]!.name).toMatch(/^Φέτα/);
    expect(results[1]!.products[0]!.name).toMatch(/γάλα/i);
    expect(results[2]!.products).toEqual([]);
    expect(results[3]!.products[0]!.name).toMatch(/γάλα/i);
  });

  it("offers only what the shop's services deliver", async () => {
    const any = await search(['αρακάς', 'γάλα πλήρες']);
    const express = await search(['αρακάς', 'γάλα πλήρες'], 'el', { collectionTypes: ['EXPRESS'] });
    // The demo's garden peas and fresh whole milk are not delivered by express.
    const notExpress = any.results
      .flatMap((r) => r.products)
      .filter((p) => !p.collectionTypes.includes('EXPRESS'));
    expect(notExpress.length).toBeGreaterThan(0);
    const offered = express.results.flatMap((r) => r.products);
    expect(offered.length).toBeGreaterThan(0);
    for (const product of offered) expect(product.collectionTypes).toContain('EXPRESS');
    expect(offered.some((p) => notExpress.some((n) => n.id === p.id))).toBe(false);
  });

  it('refuses an empty list, more than 50 items and an over-long item', async () => {
    await expect(search([])).rejects.toMatchObject({ status: 400 });
    await expect(search(Array.from({ length: 51 }, () => 'γάλα'))).rejects.toMatchObject({
      status: 400,
    });
    await expect(search(['φ'.repeat(81)])).rejects.toMatchObject({ status: 400 });
    const fifty = await search(Array.from({ length: 50 }, (_, i) => (i % 2 ? 'γάλα' : 'feta')));
    expect(fifty.results).toHaveLength(50);
  });

  it('measures edits between words, giving up past the bound', () => {
    expect(editDistance('φετα', 'φετα', 1)).toBe(0);
    expect(editDistance('spagetti', 'spaghetti', 2)).toBe(1);
    expect(editDistance('ντοματα', 'ντοματεσ', 2)).toBe(2);
    expect(editDistance('γαλα', 'ψωμι', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

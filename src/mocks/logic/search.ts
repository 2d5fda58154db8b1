import type { SeedProduct } from '../seed/products';
import { reduceText } from '../seed/text';

/**
 * Pre-built search over the catalogue: one lowercase accent-stripped string per product (both
 * languages and the brand) scanned with `includes`, which stays well under a millisecond per
 * query for 10,000 products.
 */
export interface SearchIndex {
  /** Products whose text contains every word of the term, best matches first. */
  match(term: string, locale: 'el' | 'en'): SeedProduct[];
}

const score = (product: SeedProduct, reduced: string, locale: 'el' | 'en'): number => {
  const own = product.reduced[locale];
  if (own.startsWith(reduced)) return 0;
  if (own.includes(` ${reduced}`)) return 1;
  if (own.includes(reduced)) return 2;
  return 3;
};

export const createSearchIndex = (products: readonly SeedProduct[]): SearchIndex => {
  const haystacks = products.map((product) => product.haystack);
  return {
    match(term, locale) {
      const reduced = reduceText(term);
      const words = reduced.split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const hits: Array<{ product: SeedProduct; score: number; index: number }> = [];
      for (let index = 0; index < haystacks.length; index += 1) {
        const haystack = haystacks[index]!;
        if (words.every((word) => haystack.includes(word))) {
          const product = products[index]!;
          hits.push({ product, score: score(product, reduced, locale), index });
        }
      }
      hits.sort((a, b) => a.score - b.score || a.index - b.index);
      return hits.map((hit) => hit.product);
    },
  };
};

import type { SeedProduct } from '../seed/products';
import { reduceText } from '../seed/text';

/**
 * The demo platform's shopping-list search (issue 45): one item's words against the catalogue,
 * both languages, accents and case ignored, a misspelling tolerated. Numbers, units and little
 * words ("2", "kg", "με", "of") do not have to match; they only rank what does.
 */
export interface ListMatch {
  /** Best first. */
  products: SeedProduct[];
  /** Found only by reading a word as a catalogue word spelled a little differently. */
  approximate: boolean;
}

export interface ListMatcher {
  match(
    term: string,
    options: { locale: 'el' | 'en'; offered: (product: SeedProduct) => boolean; limit: number },
  ): ListMatch;
}

const OPTIONAL_WORDS = new Set([
  'g',
  'gr',
  'kg',
  'ml',
  'l',
  'lt',
  'γρ',
  'κ',
  'κιλο',
  'κιλα',
  'λτ',
  'λιτρο',
  'λιτρα',
  'με',
  'και',
  'για',
  'χωρισ',
  'of',
  'and',
  'with',
  'the',
  'for',
  'a',
]);

const isOptional = (word: string) =>
  // A word with a digit is a size or a strength ("1,5%", "500g", "1l"): it ranks, never excludes.
  OPTIONAL_WORDS.has(word.replace(/\.$/, '')) || /\d/.test(word) || word.length < 2;

/** How many edits a word of this length may be away from a catalogue word. */
const tolerance = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : 2);

/** Levenshtein distance, given up as soon as it must exceed `max` (then `max + 1`). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** 0: a name starts with the words; 1: a word of a name starts with them; 2: inside a word. */
const placeScore = (product: SeedProduct, phrase: string, locale: 'el' | 'en'): number => {
  const other = locale === 'el' ? 'en' : 'el';
  let best = 3;
  for (const [name, penalty] of [
    [product.reduced[locale], 0],
    [product.reduced[other], 0.5],
  ] as const) {
    const place = name.startsWith(phrase) ? 0 : name.includes(` ${phrase}`) ? 1 : 2;
    best = Math.min(best, place + penalty);
  }
  return best;
};

export const createListMatcher = (products: readonly SeedProduct[]): ListMatcher => {
  let vocabulary: string[] | null = null;
  const words = () => {
    vocabulary ??= [...new Set(products.flatMap((p) => p.haystack.split(' ')))].filter(
      (word) => word.length >= 3 && !/\d/.test(word),
    );
    return vocabulary;
  };
  const inCatalogue = (word: string) => products.some((p) => p.haystack.includes(word));
  /** Catalogue words a misspelt word may stand for (whole words, or the start of one). */
  const spellings = (word: string): string[] => {
    const max = tolerance(word.length);
    if (max === 0) return [];
    return words().filter(
      (known) =>
        editDistance(word, known, max) <= max ||
        (word.length >= 5 && editDistance(word, known.slice(0, word.length), 1) <= 1),
    );
  };

  return {
    match(term, { locale, offered, limit }) {
      const all = reduceText(term).split(' ').filter(Boolean);
      const required = all.filter((word) => !isOptional(word));
      const optional = all.filter(isOptional);
      if (required.length === 0) return { products: [], approximate: false };
      let approximate = false;
      // Each required word as typed, or else the catalogue words it may be a misspelling of.
      const alternatives = required.map((word) => {
        if (inCatalogue(word)) return [word];
        approximate = true;
        return spellings(word);
      });
      if (alternatives.some((options) => options.length === 0)) {
        return { products: [], approximate: false };
      }
      const phrase = alternatives.map((options) => options[0]).join(' ');
      const hits: Array<{ product: SeedProduct; rank: number; index: number }> = [];
      products.forEach((product, index) => {
        const { haystack } = product;
        if (!alternatives.every((options) => options.some((word) => haystack.includes(word)))) {
          return;
        }
        if (!offered(product)) return;
        const extras = optional.filter((word) => haystack.includes(word)).length;
        const rank = placeScore(product, phrase, locale) * 1000 - extras * 100 + haystack.length;
        hits.push({ product, rank, index });
      });
      hits.sort((a, b) => a.rank - b.rank || a.index - b.index);
      return {
        products: hits.slice(0, limit).map((hit) => hit.product),
        approximate: approximate && hits.length > 0,
      };
    },
  };
};

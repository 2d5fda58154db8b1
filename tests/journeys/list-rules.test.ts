import { describe, expect, it } from 'vitest';
import {
  isListSearchActive,
  LIST_NAME_MAX,
  searchListProducts,
  validateListName,
} from '@/lib/list-rules';

const product = (name: string, reduced = name.toLowerCase()) => ({
  name,
  displayName: name,
  searchTerms: { reduced },
});
const products = [
  product('Φέτα ΠΟΠ Δωδώνη', 'feta pop dodoni'),
  product('Γάλα φρέσκο 1L'),
  product('Ελαιόλαδο Κρήτης'),
];

describe('local product search inside a list (spec §5, §9: from 3 characters)', () => {
  it('shows every product for fewer than 3 characters, spaces not counted', () => {
    expect(isListSearchActive('φε')).toBe(false);
    expect(isListSearchActive('  φε  ')).toBe(false);
    expect(searchListProducts(products, 'φε')).toEqual(products);
    expect(searchListProducts(products, '')).toEqual(products);
  });
  it('filters from 3 characters, ignoring case and accents', () => {
    expect(isListSearchActive('φετ')).toBe(true);
    expect(searchListProducts(products, 'ΦΕΤ').map((p) => p.name)).toEqual(['Φέτα ΠΟΠ Δωδώνη']);
    expect(searchListProducts(products, 'ελαιολ').map((p) => p.name)).toEqual(['Ελαιόλαδο Κρήτης']);
  });
  it('matches the reduced search terms (Latin spelling)', () => {
    expect(searchListProducts(products, 'feta').map((p) => p.name)).toEqual(['Φέτα ΠΟΠ Δωδώνη']);
  });
  it('finds nothing when no product matches', () => {
    expect(searchListProducts(products, 'καφές')).toEqual([]);
  });
});

describe('list name rules (spec §5 "New list name")', () => {
  it('requires a name that is not only spaces', () => {
    expect(validateListName('')).toBe('required');
    expect(validateListName('   ')).toBe('required');
  });
  it('accepts up to 60 characters after trimming', () => {
    expect(validateListName(` ${'α'.repeat(LIST_NAME_MAX)} `)).toBeNull();
    expect(validateListName('α'.repeat(LIST_NAME_MAX + 1))).toBe('tooLong');
  });
  it('leaves "already exists" to the platform (it knows lists made on other devices)', () => {
    expect(validateListName('Αγαπημένα')).toBeNull();
  });
});

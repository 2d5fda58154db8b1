import { describe, expect, it } from 'vitest';
import { formatInteger, pluralCategory } from '@/lib/numbers';
import { expectIntlParity } from './intl-parity';

const counts = [
  ...Array.from({ length: 1200 }, (_, i) => i),
  ...Array.from({ length: 300 }, (_, i) => Math.round(1.9 ** (i / 10) * 1001)),
];

describe('formatInteger', () => {
  it('groups thousands with a dot in Greek and a comma in English', () => {
    expect(formatInteger(10000, 'el')).toBe('10.000');
    expect(formatInteger(10000, 'en')).toBe('10,000');
    expect(formatInteger(999, 'el')).toBe('999');
    expect(formatInteger(-1234567, 'en')).toBe('-1,234,567');
  });

  it.each(['el', 'en'] as const)('prints what Intl.NumberFormat prints in %s', (locale) => {
    expectIntlParity(formatInteger, locale, {}, counts);
  });
});

describe('pluralCategory', () => {
  it('is "one" for a single item and "other" otherwise, in both languages', () => {
    for (const locale of ['el', 'en'] as const) {
      expect(pluralCategory(1, locale)).toBe('one');
      expect(pluralCategory(0, locale)).toBe('other');
      expect(pluralCategory(2, locale)).toBe('other');
      expect(pluralCategory(21, locale)).toBe('other');
    }
  });
});

describe('values no count or price takes', () => {
  it('round half away from zero and leave NaN and infinity to Intl, as Intl prints them', () => {
    expect(formatInteger(-2.5, 'en')).toBe(new Intl.NumberFormat('en-GB').format(-3));
    expect(formatInteger(2.5, 'el')).toBe('3');
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e22]) {
      expect(formatInteger(value, 'el')).toBe(
        new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 }).format(value),
      );
    }
  });
});

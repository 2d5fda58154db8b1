import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { expectIntlParity } from './intl-parity';

/** Amounts across the ranges a shop shows: every cent to 20 €, then sparse up to 10 million €. */
const amounts = [
  ...Array.from({ length: 2001 }, (_, i) => i),
  ...Array.from({ length: 400 }, (_, i) => Math.round(1.7 ** (i / 12) * 997)),
];

describe('formatCents', () => {
  it('shows cents divided by 100 in the Greek euro format', () => {
    expect(formatCents(249, 'el')).toBe('2,49\u00a0€');
    expect(formatCents(123456, 'el')).toBe('1.234,56\u00a0€');
    expect(formatCents(-249, 'el')).toBe('-2,49\u00a0€');
  });

  it('shows cents divided by 100 in the British euro format', () => {
    expect(formatCents(249, 'en')).toBe('€2.49');
    expect(formatCents(5, 'en')).toBe('€0.05');
    expect(formatCents(123456789, 'en')).toBe('€1,234,567.89');
    expect(formatCents(-5, 'en')).toBe('-€0.05');
  });

  it.each(['el', 'en'] as const)(
    'prints what Intl.NumberFormat prints in %s, positive and negative',
    (locale) => {
      expectIntlParity(
        formatCents,
        locale,
        { style: 'currency', currency: 'EUR' },
        amounts,
        1 / 100,
      );
    },
  );

  it('rounds a fractional amount of cents to the nearest cent, half away from zero', () => {
    expect(formatCents(249.6, 'en')).toBe('€2.50');
    expect(formatCents(-249.5, 'en')).toBe('-€2.50');
    expect(formatCents(249.5, 'en')).toBe('€2.50');
  });

  it('leaves NaN and infinity to Intl, which prints them its own way', () => {
    const intl = new Intl.NumberFormat('el-GR', { style: 'currency', currency: 'EUR' });
    expect(formatCents(Number.NaN, 'el')).toBe(intl.format(Number.NaN));
    expect(formatCents(Number.POSITIVE_INFINITY, 'el')).toBe(intl.format(Number.POSITIVE_INFINITY));
  });
});

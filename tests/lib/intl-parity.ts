import { expect } from 'vitest';
import { type Locale, localeTags } from '@/i18n/locales';

/**
 * Checks a hand-written number format against `Intl.NumberFormat` in one locale: every value and
 * its negative print alike. `scale` turns our unit into Intl's (cents to euros: 1 / 100).
 */
export function expectIntlParity(
  ours: (value: number, locale: Locale) => string,
  locale: Locale,
  options: Intl.NumberFormatOptions,
  values: number[],
  scale = 1,
): void {
  const intl = new Intl.NumberFormat(localeTags[locale], options);
  for (const value of values) {
    expect(ours(value, locale)).toBe(intl.format(value * scale));
    if (value > 0) expect(ours(-value, locale)).toBe(intl.format(-value * scale));
  }
}

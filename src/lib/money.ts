import { type Locale, localeTags } from '@/i18n/locales';
import { formatInteger, isWritable, roundHalfAway } from './numbers';

/**
 * Amounts travel in cents; shown /100 in the locale's euro format: "1.234,56 €" in Greek (a
 * no-break space before the sign), "€1,234.56" in British English, the minus first in both.
 *
 * Written out rather than `Intl.NumberFormat`: a renderer's first NumberFormat starts ICU's number
 * data, measured at 7-89 ms of one unsplittable task (28-356 ms at Lighthouse's 4× CPU), and
 * prices are in the first render of every catalogue page. tests/lib/money.test.ts checks this
 * against Intl over a wide range of amounts.
 */
export function formatCents(cents: number, locale: Locale): string {
  if (!isWritable(cents)) {
    const intl = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'EUR' });
    return intl.format(cents / 100);
  }
  const whole = roundHalfAway(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const euros = formatInteger(Math.floor(abs / 100), locale);
  const rest = String(abs % 100).padStart(2, '0');
  return locale === 'el' ? `${sign}${euros},${rest}\u00a0€` : `${sign}€${euros}.${rest}`;
}

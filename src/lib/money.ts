import type { Locale } from '@/i18n/locales';
import { localeTags } from '@/i18n/locales';

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Amounts travel in cents; shown /100 in the locale's euro format ("2,49 €" / "€2.49"). */
export function formatCents(cents: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

import type { Locale } from '@/i18n/locales';

const groupSeparator: Record<Locale, string> = { el: '.', en: ',' };

/**
 * A whole number with the locale's thousands separator ("10.000" / "10,000"), as
 * `Intl.NumberFormat` prints it, without starting ICU's number data in the first render (see
 * money.ts). Fractions are rounded.
 */
export function formatInteger(value: number, locale: Locale): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[locale]);
  return whole < 0 ? `-${grouped}` : grouped;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The CLDR plural category of a count ("one", "other", …) for a `Select` message. Lingui's
 * `Plural` prints its `#` through `Intl.NumberFormat` even where the message has none, so the
 * counts of the first render (the cart button, search results) use this with `formatInteger`.
 * `Intl.PluralRules` itself is cheap to start (0.3 ms measured).
 */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'el' ? 'el-GR' : 'en-GB');
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

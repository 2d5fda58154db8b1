import { type Locale, localeTags } from '@/i18n/locales';

const groupSeparator: Record<Locale, string> = { el: '.', en: ',' };

/**
 * Whether `formatInteger` and `formatCents` write the value themselves: finite and within the
 * integers JavaScript prints without an exponent. Anything else (never a real count or price)
 * goes to Intl, which prints NaN and ∞ its own way.
 */
export const isWritable = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;

/** Rounds half away from zero, as Intl.NumberFormat does (Math.round rounds -2.5 to -2). */
export const roundHalfAway = (value: number): number =>
  Math.sign(value) * Math.round(Math.abs(value));

/**
 * A whole number with the locale's thousands separator ("10.000" / "10,000"), as
 * `Intl.NumberFormat` prints it, without starting ICU's number data in the first render (see
 * money.ts). Fractions are rounded.
 */
export function formatInteger(value: number, locale: Locale): string {
  if (!isWritable(value)) {
    return new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0 }).format(value);
  }
  const whole = roundHalfAway(value);
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
    rules = new Intl.PluralRules(localeTags[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The project tag of a seam walked in both languages: Greek on the desktop, English on the phone
 * (playwright.config.ts runs a title with `@phone-only` on the phone alone). Each language and
 * each width walks the seam once instead of all four pairs: what the language changes (the /en
 * prefix, the words) does not depend on the width, nor the layout on the language.
 */
export const widthFor = (locale: 'el' | 'en'): string => (locale === 'el' ? '' : ' @phone-only');

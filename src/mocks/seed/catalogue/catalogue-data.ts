import { DRINK_CATEGORIES } from './drinks';
import { FRESH_CATEGORIES } from './fresh';
import { HOME_CATEGORIES } from './home';
import { PANTRY_CATEGORIES } from './pantry';
import type { CategoryDef, Localized } from './types';

/** All 16 categories in menu order. */
export const CATEGORY_DEFS: readonly CategoryDef[] = [
  ...FRESH_CATEGORIES,
  ...PANTRY_CATEGORIES,
  ...DRINK_CATEGORIES,
  ...HOME_CATEGORIES,
];

/** Product lines that multiply the catalogue for the large benchmark seed (first one: none). */
export const SERIES: readonly (Localized | null)[] = [
  null,
  { el: 'Premium', en: 'Premium' },
  { el: 'Κλασική σειρά', en: 'Classic range' },
  { el: 'Σειρά Eco', en: 'Eco range' },
  { el: 'Επιλογή σεφ', en: "Chef's choice" },
  { el: 'Επετειακή έκδοση', en: 'Anniversary edition' },
  { el: 'Συσκευασία δώρου', en: 'Gift pack' },
];

/** Second sentences of descriptions, picked per product. */
export const DESCRIPTION_TIPS: readonly Localized[] = [
  { el: 'Φυλάσσεται σε δροσερό και σκιερό μέρος.', en: 'Keep in a cool, shaded place.' },
  { el: 'Ιδανικό για το οικογενειακό τραπέζι.', en: 'Ideal for the family table.' },
  { el: 'Επιλεγμένο από την ομάδα ποιότητας της Agora.', en: 'Picked by the Agora quality team.' },
  { el: 'Συσκευάζεται σε ανακυκλώσιμο υλικό.', en: 'Packed in recyclable material.' },
  { el: 'Δοκιμάστε το και σε συνταγές της γιαγιάς.', en: "Try it in grandma's recipes too." },
  { el: 'Καταναλώστε το έως την ημερομηνία της συσκευασίας.', en: 'Use by the date on the pack.' },
];

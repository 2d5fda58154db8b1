import { useLingui } from '@lingui/react';
import type { Locale } from './locales';

/** The active locale as the views see it (re-renders on a language switch). */
export const useLocale = (): Locale => useLingui().i18n.locale as Locale;

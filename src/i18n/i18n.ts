import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, type Locale, localeTags } from './locales';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  el: () => import('./locales/el/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

let active: Locale | undefined;

/**
 * The locale the shop is showing, or is switching to while that locale's catalog loads: API calls
 * and query keys made meanwhile (the first page's loaders run alongside the catalog) already ask
 * for it.
 */
export const activeLocale = (): Locale => active ?? defaultLocale;

/**
 * Makes a locale the shop's locale: at once for `activeLocale()`, and for the messages and
 * <html lang> once its catalog has loaded (once). When activations overlap, the latest wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (active === locale && i18n.locale === locale) return;
  active = locale;
  const { messages } = await catalogs[locale]();
  // A later activation started while this catalog loaded: it decides.
  if (active !== locale) return;
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[locale];
}

export { i18n };

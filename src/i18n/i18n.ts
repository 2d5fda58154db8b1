import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, type Locale, localeTags } from './locales';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  el: () => import('./locales/el/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

let active: Locale | undefined;

/** The locale the shop is showing now. */
export const activeLocale = (): Locale => active ?? defaultLocale;

/** Loads the catalog of a locale (once) and makes it active; sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (active === locale && i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  active = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[locale];
}

export { i18n };

import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, type Locale, localeTags } from './locales';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Each locale's words come in two catalogs (lingui.config.ts): the shell's (what the entry renders
 * before any page: header, skip link, toasts) and the pages' (everything else), which loads beside
 * the page's own code and data.
 */
const catalogs: Record<Locale, { shell: Catalog; pages: Catalog }> = {
  el: {
    shell: () => import('./locales/el/shell.po'),
    pages: () => import('./locales/el/messages.po'),
  },
  en: {
    shell: () => import('./locales/en/shell.po'),
    pages: () => import('./locales/en/messages.po'),
  },
};

/** A promise React's `use` reads without suspending once it has settled (status and value). */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const pagesLoads = new Map<Locale, Tracked>();

/** Loads a locale's page catalog once (again after a failure) and adds its words to Lingui's. */
function loadPages(locale: Locale): Tracked {
  let load = pagesLoads.get(locale);
  if (!load) {
    load = catalogs[locale].pages().then(
      ({ messages }) => {
        i18n.load(locale, messages);
        Object.assign(load as Tracked, { status: 'fulfilled', value: undefined });
      },
      (error: unknown) => {
        pagesLoads.delete(locale);
        throw error;
      },
    );
    pagesLoads.set(locale, load);
  }
  return load;
}

let active: Locale | undefined;

/**
 * The locale the shop is showing, or is switching to while that locale's catalog loads: API calls
 * and query keys made meanwhile (the first page's loaders run alongside the catalog) already ask
 * for it.
 */
export const activeLocale = (): Locale => active ?? defaultLocale;

/**
 * The page catalog of the active locale, loaded: what any view outside the shell waits for (the
 * page's outlet and every lazy part; see `PageWords` and `lazyPart`).
 */
export const pageWordsReady = (): Promise<void> => loadPages(activeLocale());

/**
 * Makes a locale the shop's locale: at once for `activeLocale()`, and for the messages and
 * <html lang> once its catalogs have loaded (once). When activations overlap, the latest wins.
 * The first activation (`shellOnly`) waits for the shell's words only, the page's load beside the
 * page's code; a switch waits for both, since the page on screen is re-rendered in the new locale.
 */
export async function activateLocale(
  locale: Locale,
  { shellOnly = false }: { shellOnly?: boolean } = {},
): Promise<void> {
  if (active === locale && i18n.locale === locale) return;
  active = locale;
  const pages = loadPages(locale);
  const [{ messages }] = await Promise.all([catalogs[locale].shell(), shellOnly ? null : pages]);
  // A later activation started while this catalog loaded: it decides.
  if (active !== locale) return;
  // load merges (the page catalog may have arrived first); loadAndActivate would replace.
  i18n.load(locale, messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[locale];
}

export { i18n };

import type { Plugin } from 'vite';
import { installedRewrites } from './installed-rewrites.vite.ts';

/** Any module of react-aria's build. */
export const REACT_ARIA_MODULES = /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]/;

/** The react-aria module that reads the browser's default locale when it is first imported. */
export const DEFAULT_LOCALE_MODULE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

const CHECK = 'Intl.DateTimeFormat.supportedLocalesOf(';

/**
 * react-aria checks the browser's locale tag with `Intl.DateTimeFormat.supportedLocalesOf` when
 * its i18n module is imported, only to catch a malformed tag (the result is thrown away). On a
 * fresh page that is the shop's first Intl formatter call: it loads ICU's date data, 20-100 ms
 * in one task on this host, measured on /, /search and the product page (issue 6, TBT).
 * `Intl.getCanonicalLocales` throws the same RangeError for a malformed tag and loads no locale
 * data (about 0.1 ms). The build fails if a react-aria upgrade changes the line, so the rewrite
 * never silently stops applying (docs/ARCHITECTURE.md, "No Intl formatter in the first render").
 */
export function rewriteLocaleCheck(code: string): string {
  if (!code.includes(CHECK)) {
    throw new Error(
      `react-aria's useDefaultLocale no longer calls ${CHECK}…): review react-aria-locale.vite.ts`,
    );
  }
  return code.replaceAll(CHECK, 'Intl.getCanonicalLocales(');
}

/** Build only: the dev server pre-bundles react-aria untouched (same behaviour, slower first paint). */
export const reactAriaLocaleCheck = (): Plugin =>
  installedRewrites('react-aria-locale-check', [
    {
      module: DEFAULT_LOCALE_MODULE,
      packageModules: REACT_ARIA_MODULES,
      rewrite: rewriteLocaleCheck,
    },
  ]);

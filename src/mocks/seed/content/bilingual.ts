import type { Locale } from '@/api/contract/common';

/** The two shop locales. Greek is the default. */
export const locales: readonly Locale[] = ['el', 'en'];

/** One text in both locales. */
export interface Bi<T = string> {
  el: T;
  en: T;
}

export const bi = <T = string>(el: T, en: T): Bi<T> => ({ el, en });

/**
 * A value of type `T` written once for both locales: any string (or other primitive) in it may be
 * given as `{ el, en }` instead. `localize` picks one locale.
 */
export type Bilingual<T> = T extends string | number | boolean
  ? T | Bi<T>
  : T extends null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Bilingual<U>[]
      : T extends object
        ? { [K in keyof T]: Bilingual<T[K]> }
        : T;

const isBi = (value: object): value is Bi<unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && 'el' in value && 'en' in value;
};

/**
 * Resolves every `{ el, en }` pair in `value` to the given locale (deeply, returning copies).
 * Pass the contract type explicitly (`localize<FooterContent>(footerContent, 'en')`): inference
 * from `Bilingual<T>` does not recover `T`.
 */
export const localize = <T>(value: Bilingual<T>, locale: Locale): T => {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      if (isBi(node)) return walk(node[locale]);
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return walk(value) as T;
};

/** Locale prefix of shop links: Greek has none, English is under `/en`. */
export const localePrefix: Bi = bi('', '/en');

/** A shop path under the locale prefix, e.g. `/corporate/stores/` -> `{ el: '/corporate/stores/', en: '/en/corporate/stores/' }`. */
export const localized = (path: string): Bi => bi(path, `/en${path}`);

/** Content-service locale codes of the documents. */
export const documentLocale: Bi = bi('el-GR', 'en-GB');

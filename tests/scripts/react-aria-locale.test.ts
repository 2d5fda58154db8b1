import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_MODULE, rewriteLocaleCheck } from '../../react-aria-locale.vite';

const installed = join(
  dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
  'dist/private/i18n/useDefaultLocale.mjs',
);

describe('the react-aria default-locale rewrite', () => {
  it('matches the installed module and checks the tag without a locale-data lookup', () => {
    expect(DEFAULT_LOCALE_MODULE.test(installed)).toBe(true);
    const rewritten = rewriteLocaleCheck(readFileSync(installed, 'utf8'));
    expect(rewritten).not.toContain('supportedLocalesOf');
    expect(rewritten).toContain('Intl.getCanonicalLocales(');
  });

  it('keeps the behaviour: a malformed tag still throws, a good one does not', () => {
    expect(() => Intl.getCanonicalLocales(['el_GR!'])).toThrow(RangeError);
    expect(() => Intl.DateTimeFormat.supportedLocalesOf(['el_GR!'])).toThrow(RangeError);
    expect(Intl.getCanonicalLocales(['el-gr'])).toEqual(['el-GR']);
  });

  it('fails loudly when react-aria no longer has the line', () => {
    expect(() => rewriteLocaleCheck('export const x = 1;')).toThrow(/review react-aria-locale/);
  });
});

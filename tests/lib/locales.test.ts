import { describe, expect, it } from 'vitest';
import { splitLocale, withLocale } from '@/i18n/locales';

describe('locale prefix', () => {
  it.each([
    ['/', 'el', '/'],
    ['/cookies', 'el', '/cookies'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/cookies', 'en', '/cookies'],
    ['/english-wines', 'el', '/english-wines'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('adds the prefix only for English', () => {
    expect(withLocale('/cookies', 'el')).toBe('/cookies');
    expect(withLocale('/cookies', 'en')).toBe('/en/cookies');
    expect(withLocale('/', 'en')).toBe('/en');
  });
});

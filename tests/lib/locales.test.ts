import { describe, expect, it } from 'vitest';
import { localizeHref, splitLocale, withLocale } from '@/i18n/locales';

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

  // Expected values are what TanStack Router's buildLocation writes with the shop's rewrite
  // (checked once against the router; localizeHref replaces it on every link).
  it.each([
    ['/', '/en', '/'],
    ['/search?product=feta', '/en/search?product=feta', '/search?product=feta'],
    [
      '/search?product=φέτα&pageNumber=2',
      '/en/search?product=%CF%86%CE%AD%CF%84%CE%B1&pageNumber=2',
      '/search?product=%CF%86%CE%AD%CF%84%CE%B1&pageNumber=2',
    ],
    [
      '/products/fruit-vegetables/all/tomatoes-1001/',
      '/en/products/fruit-vegetables/all/tomatoes-1001',
      '/products/fruit-vegetables/all/tomatoes-1001',
    ],
    [
      '/corporate/corporatecontent/about-us#team',
      '/en/corporate/corporatecontent/about-us#team',
      '/corporate/corporatecontent/about-us#team',
    ],
    ['/cart?x=1#y', '/en/cart?x=1#y', '/cart?x=1#y'],
    ['/?a=b', '/en?a=b', '/?a=b'],
    [
      '/δοκιμή',
      '/en/%CE%B4%CE%BF%CE%BA%CE%B9%CE%BC%CE%AE',
      '/%CE%B4%CE%BF%CE%BA%CE%B9%CE%BC%CE%AE',
    ],
    ['/a b', '/en/a%20b', '/a%20b'],
  ])('the link %s is %s in English and %s in Greek', (href, english, greek) => {
    expect(localizeHref(href, 'en')).toBe(english);
    expect(localizeHref(href, 'el')).toBe(greek);
  });

  it('leaves external, protocol-relative, relative and hash links alone', () => {
    for (const href of [
      'https://agora.gr/x',
      '//cdn.example/x',
      'mailto:a@b.gr',
      'tel:+302100000000',
      '#main',
      'next',
    ]) {
      expect(localizeHref(href, 'en')).toBe(href);
    }
  });
});

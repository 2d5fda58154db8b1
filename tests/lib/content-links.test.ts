import { describe, expect, it } from 'vitest';
import { normalizeContentLink, normalizeWebLink, safeImageSource } from '@/lib/content-links';
import { hostileLinks } from '../../e2e/support/hostile-links';

describe('normalizeContentLink', () => {
  it.each([
    ['/categories/', '/categories'],
    ['/categories', '/categories'],
    ['/offers/', '/offers'],
    ['about-us', '/corporate/corporatecontent/about-us'],
    ['responsibility-actions', '/corporate/corporatecontent/responsibility-actions'],
    ['blogs/sintages', '/corporate/blogs/sintages'],
    ['blogs/media-releases', '/corporate/blogs/media-releases'],
    [
      '/en /corporate/corporatecontent/customer-support',
      '/corporate/corporatecontent/customer-support',
    ],
    ['/en/corporate/corporatecontent/about-us', '/corporate/corporatecontent/about-us'],
    ['/corporate/corporatecontent/agora-academy', '/corporate/corporatecontent/agora-academy'],
    ['/en', '/'],
    // One URL per page: blogs, the FAQs, home and landing pages have their own routes.
    ['faqs', '/corporate/faqs'],
    ['/corporate/corporatecontent/faqs', '/corporate/faqs'],
    ['/en/corporate/corporatecontent/sintages/', '/corporate/blogs/sintages'],
    [
      '/corporate/corporatecontent/job-openings-v2?page=2',
      '/corporate/blogs/job-openings-v2?page=2',
    ],
    ['greek-wines', '/landing-page/greek-wines'],
    ['/corporate/corporatecontent/home', '/'],
  ])('repairs the internal link %j to %j', (raw, href) => {
    expect(normalizeContentLink(raw)).toEqual({ href, external: false });
  });

  it('keeps external links external', () => {
    expect(normalizeContentLink('https://www.facebook.com/agora')).toEqual({
      href: 'https://www.facebook.com/agora',
      external: true,
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    '//evil.example/path',
    '',
    null,
  ])('drops the unsafe or empty link %j', (raw) => {
    expect(normalizeContentLink(raw)).toBeNull();
  });
});

describe('links outside rich text: only web pages and the shop own paths', () => {
  it.each(hostileLinks)('drops %j, in rich text and outside it', (raw) => {
    expect(normalizeContentLink(raw)).toBeNull();
    expect(normalizeWebLink(raw)).toBeNull();
  });

  it.each([
    'mailto:shop@example.com',
    'tel:+302107004500',
    'intent://scan/#Intent;scheme=zxing;end',
    'market://details?id=gr.agoramarket',
    'https:evil.example',
  ])('drops %j outside rich text', (raw) => {
    expect(normalizeWebLink(raw)).toBeNull();
  });

  it('keeps https store links and the shop own paths', () => {
    expect(normalizeWebLink('https://apps.apple.com/gr/app/agora-market/id1600004217')).toEqual({
      href: 'https://apps.apple.com/gr/app/agora-market/id1600004217',
      external: true,
    });
    expect(normalizeWebLink('/en/offers/')).toEqual({ href: '/offers', external: false });
  });
});

describe('image sources from the CMS: http(s) and the shop own paths only', () => {
  it.each([
    ['/api/media/content/hero.svg', '/api/media/content/hero.svg'],
    ['https://cdn.example.gr/hero.jpg', 'https://cdn.example.gr/hero.jpg'],
    [' http://cdn.example.gr/a b.jpg', 'http://cdn.example.gr/a%20b.jpg'],
  ])('keeps %j', (raw, src) => {
    expect(safeImageSource(raw)).toBe(src);
  });

  it.each([
    ...hostileLinks,
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'blob:https://shop.example/1',
    'media/hero.svg',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(safeImageSource(raw)).toBeUndefined();
  });
});

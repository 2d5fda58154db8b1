import { describe, expect, it } from 'vitest';
import { normalizeContentLink } from '@/lib/content-links';

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

import { describe, expect, it } from 'vitest';
import type { FooterContent } from '@/api/contract/content';
import { cleanFooterLinks, cleanImageAsset } from '@/lib/content-clean';
import { contentFor } from '@/mocks/seed/content/content-for';
import { hostileLinks } from '../../e2e/support/hostile-links';

const footer = contentFor('en').footer;
const otherSchemes = ['mailto:someone@evil.example', 'tel:+302107004500', 'ftp://evil.example/x'];

describe('cleanFooterLinks', () => {
  it('keeps the seeded footer as it is, links repaired', () => {
    const clean = cleanFooterLinks(footer);
    expect(clean.social_icons.map((icon) => icon.url)).toEqual(
      footer.social_icons.map((icon) => icon.url),
    );
    const entries = clean.categories.flatMap((c) => c.subcategories.flatMap((s) => s.entries));
    expect(entries.length).toBe(
      footer.categories.flatMap((c) => c.subcategories.flatMap((s) => s.entries)).length,
    );
    // The malformed customer-support link ('/en /corporate/...') is repaired, locale-free.
    expect(entries.map((entry) => entry.url)).toContain(
      '/corporate/corporatecontent/customer-support',
    );
    expect(clean.contact_logo?.url).toBe(footer.contact_logo?.url);
  });

  it.each([...hostileLinks, ...otherSchemes])(
    'leaves out a social icon and an entry whose link is %j',
    (url) => {
      const hostile: FooterContent = {
        ...footer,
        social_icons: [
          { title: 'hostile', enabled: true, url },
          { title: 'facebook', enabled: true, url: 'https://www.facebook.com/agora' },
        ],
        categories: [
          {
            title: 'Links',
            subcategories: [
              {
                subcategory_title: 'Company',
                open: true,
                entries: [
                  { title: 'hostile', url },
                  { title: 'Stores', url: '/en/corporate/stores/' },
                ],
              },
            ],
          },
        ],
        newsletter: { ...footer.newsletter, input_link: url },
      };
      const clean = cleanFooterLinks(hostile);
      expect(clean.social_icons).toEqual([
        { title: 'facebook', enabled: true, url: 'https://www.facebook.com/agora' },
      ]);
      expect(clean.categories[0]?.subcategories[0]?.entries).toEqual([
        { title: 'Stores', url: '/corporate/stores' },
      ]);
      expect(clean.newsletter.input_link).toBeNull();
    },
  );
});

describe('cleanImageAsset', () => {
  it('drops a source that fails the check and the asset when none is left', () => {
    const asset = { id: 'a', url: 'data:image/svg+xml;base64,PHN2Zz4=', image: '/api/media/a.svg' };
    expect(cleanImageAsset(asset)).toEqual({
      id: 'a',
      url: '/api/media/a.svg',
      image: '/api/media/a.svg',
    });
    expect(cleanImageAsset({ id: 'b', url: 'javascript:alert(1)' })).toBeNull();
    expect(cleanImageAsset(null)).toBeNull();
  });
});

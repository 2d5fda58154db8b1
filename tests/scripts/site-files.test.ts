import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';
import { contentLinks, FIXED_PAGES, listPublicPages } from '../../prerender/public-pages';
import { robotsTxt, sitemapXml } from '../../prerender/site-files';

const origin = 'https://shop.example.gr';

describe('sitemap.xml and robots.txt', () => {
  it('lists each page in both languages, each naming its twins, with XML escaped', () => {
    const xml = sitemapXml(origin, ['/offers', '/categories?category=a&b']);
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(xml).toContain(`<loc>${origin}/en/offers</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/offers"/>`,
    );
    expect(xml).toContain(`<loc>${origin}/categories?category=a&amp;b</loc>`);
    expect(xml).not.toMatch(/&b/);
  });

  it("closes the shopper's own pages in both languages and points at the sitemap", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain('Disallow: /checkout\n');
    expect(robots).toContain('Disallow: /en/user/\n');
    expect(robots).not.toMatch(/Disallow: \/(products|categories|offers)/);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('finds links to content pages anywhere in a content document, in either language, never another site’s', () => {
    const document = {
      menu: [{ url: '/corporate/corporatecontent/about-us' }, { url: '/offers' }],
      footer: { columns: [['/en/corporate/blogs/sintages?x=1']] },
      banner: { link: '/landing-page/greek-wines/' },
      other: [
        '/corporate/faqs',
        'https://elsewhere.example/corporate/corporatecontent/x',
        '/corporate/stores',
      ],
    };
    expect(contentLinks(document).sort()).toEqual([
      '/corporate/blogs/sintages',
      '/corporate/corporatecontent/about-us',
      '/corporate/faqs',
      '/landing-page/greek-wines',
    ]);
  });
});

describe("the demo platform's public pages", () => {
  const server = createDemoServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('are the fixed pages, every category, brand and product, and the linked content pages', async () => {
    const pages = await listPublicPages(createDemoApi().client);
    expect(pages.slice(0, FIXED_PAGES.length)).toEqual([...FIXED_PAGES]);
    expect(pages.filter((p) => p.startsWith('/products/'))).toHaveLength(360);
    expect(pages).toContain('/products/agora-deli-feta-cheese-300-g-1005');
    expect(pages).toContain('/brand/agora-deli');
    expect(pages).toContain('/corporate/corporatecontent/about-us');
    expect(new Set(pages).size).toBe(pages.length);
  });
});

import { describe, expect, it } from 'vitest';
import { contentPagePath } from '@/lib/content-routes';
import { blogNames, blogPages, landingPages } from '@/mocks/seed/content/corporate-pages';

describe('one URL per content page', () => {
  it.each([
    ['media-releases', '/corporate/blogs/media-releases'],
    ['sintages', '/corporate/blogs/sintages'],
    ['job-openings-v2', '/corporate/blogs/job-openings-v2'],
    ['faqs', '/corporate/faqs'],
    ['home', '/'],
    ['greek-wines', '/landing-page/greek-wines'],
    ['about-us', '/corporate/corporatecontent/about-us'],
    ['no-such-page', '/corporate/corporatecontent/no-such-page'],
  ])('%s lives at %s', (slug, path) => {
    expect(contentPagePath(slug)).toBe(path);
  });

  it("knows every blog and landing page the demo's content has", () => {
    for (const blog of blogNames) expect(contentPagePath(blog)).toBe(`/corporate/blogs/${blog}`);
    const slugs = [...blogPages, ...landingPages].map((page) => page.content.slug as string);
    for (const slug of slugs) expect(contentPagePath(slug)).not.toMatch(/corporatecontent/);
  });
});

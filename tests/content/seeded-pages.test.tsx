// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/api/contract/common';
import { pageBlocks } from '@/lib/content-page';
import { blogNames, specCorporateSlugs } from '@/mocks/seed/content/corporate-pages';
import { renderSeeded } from './render-seeded';

/**
 * Every corporate page and blog of the spec as the demo platform serves it, in Greek and English:
 * its title as the page's heading and each enabled block in place (the browser walks one page of
 * each kind, in e2e/content-pages.spec.ts, through its route and the platform's call).
 */
const locales: Locale[] = ['el', 'en'];

describe.each(locales)('seeded content pages in %s', (locale) => {
  it.each(specCorporateSlugs)('corporate page %s shows its title and every block', (slug) => {
    const { page, blocks } = renderSeeded(slug, locale, 'page');
    expect(screen.getByRole('heading', { level: 1, name: page.content.title })).toBeTruthy();
    expect(pageBlocks(page).length).toBeGreaterThan(0);
    expect(blocks).toHaveLength(pageBlocks(page).length);
  });

  it.each(blogNames)('blog %s shows its title and its posts as articles', (blog) => {
    const { page, blocks } = renderSeeded(blog, locale, 'blog');
    expect(screen.getByRole('heading', { level: 1, name: page.content.title })).toBeTruthy();
    expect(blocks).toHaveLength(pageBlocks(page).length);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { SearchResultsPage } from '@/features/search/SearchResultsPage';
import { demoServerForFile } from '../app/demo-server';
import { renderInShop } from '../app/visit-view';

/**
 * The search results page (/en/search) on the demo platform (msw/node), in English. The browser
 * keeps its pages and filters in the address, axe, and the empty state's way on
 * (e2e/search.spec.ts).
 */
demoServerForFile();

const renderSearch = (product: string) =>
  renderInShop(
    <Suspense fallback={null}>
      <SearchResultsPage params={{ product }} />
    </Suspense>,
  );

it('images below the fold load lazily with their size set', async () => {
  renderSearch('cheese');
  const results = await screen.findByRole('list', { name: 'Search results' });
  const images = within(results)
    .getAllByRole('article')
    .map((card) => card.querySelector('img'));
  expect(images).toHaveLength(24);
  expect(images[0]?.getAttribute('loading')).toBe('eager');
  expect(images[10]?.getAttribute('loading')).toBe('lazy');
  for (const index of [0, 10, 23]) {
    expect(images[index]?.getAttribute('width')).toMatch(/\d+/);
    expect(images[index]?.getAttribute('height')).toMatch(/\d+/);
  }
});

it('nothing found shows the empty state with its image and a way on, no pages', async () => {
  const { container } = renderSearch('zzqx');
  await screen.findByRole('heading', { name: 'Nothing found for “zzqx”' });
  const empty = container.querySelector<HTMLElement>('[data-empty-state="default_warning"]');
  expect(
    within(empty as HTMLElement).getByRole('heading', { name: 'Nothing found for “zzqx”' }),
  ).toBeDefined();
  const image = await within(empty as HTMLElement).findByRole('presentation');
  expect(image.getAttribute('width')).toBe('480');
  expect(screen.getByText('0 products', { exact: true })).toBeDefined();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  expect(
    within(empty as HTMLElement).getByRole('link', { name: 'Browse the products' }),
  ).toBeDefined();
});
